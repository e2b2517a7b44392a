/**
 * 스펙 관리 in the portal GraphQL (/my-career/spec-management): a member's education, language scores,
 * certificates, awards and activities, the overview with completeness, and the 자격증 search. Individual members
 * only, each scoped to their own entries. Numbers and dates are Strings as typed (months `yyyy-MM`, days
 * `yyyy-MM-dd`), checked by src/server/career-specs/career-spec-arguments.ts, so a wrong one is a Korean 400 whose
 * code names the field (CAREER_SPEC_INVALID_SCORE, CAREER_SPEC_INVALID_END_MONTH, …).
 */
export const careerSpecsGraphqlSchema = /* GraphQL */ `
  enum CareerSpecSection {
    EDUCATION
    LANGUAGE
    CERTIFICATE
    AWARD
    ACTIVITY
  }

  type EducationSpec {
    school: String!
    major: String!
    "HIGH_SCHOOL (고등학교), ASSOCIATE (전문학사), BACHELOR (학사), MASTER (석사), DOCTOR (박사)."
    degree: String!
    "ENROLLED (재학), ON_LEAVE (휴학), GRADUATED (졸업), EXPECTED (졸업예정), DROPPED (중퇴)."
    status: String!
    startMonth: String!
    endMonth: String
    gpa: String
    "4.5, 4.3 or 100; null when no GPA was given."
    gpaScale: String
  }

  type LanguageSpec {
    "TOEIC, TOEIC_SPEAKING, OPIC, TEPS, TOEFL_IBT, JLPT, HSK or OTHER (기타)."
    test: String!
    "The test's name for OTHER."
    testName: String
    score: String
    "TOEIC Speaking and OPIc: NL…AH; JLPT: N1…N5; HSK: 1…6."
    level: String
    takenOn: String!
  }

  type CertificateSpec {
    "The picked entry of the 자격증 list; null when typed freely."
    certificateId: ID
    name: String!
    issuer: String!
    acquiredOn: String!
  }

  type AwardSpec {
    title: String!
    organiser: String!
    awardedOn: String!
    description: String!
  }

  type ActivitySpec {
    "EXTERNAL (대외활동), INTERN (인턴), CONTEST (공모전), VOLUNTEER (봉사), EDUCATION (교육)."
    kind: String!
    title: String!
    organisation: String!
    startMonth: String!
    endMonth: String
    description: String!
  }

  "One entry: the field of its section is set, the others are null."
  type CareerSpec {
    id: ID!
    section: CareerSpecSection!
    "The scrapped posting an activity was taken from."
    postingId: ID
    createdAt: String!
    updatedAt: String!
    education: EducationSpec
    language: LanguageSpec
    certificate: CertificateSpec
    award: AwardSpec
    activity: ActivitySpec
  }

  type CareerSpecList {
    section: CareerSpecSection!
    "The section's bound (30): adding beyond it is refused."
    maxCount: Int!
    nodes: [CareerSpec!]!
  }

  "The profile details the basic-info section shows (edited on /profile)."
  type CareerBasics {
    username: String!
    email: String!
    name: String
    phone: String
    birthYear: Int
    school: String
    major: String
  }

  type CareerSectionCounts {
    education: Int!
    language: Int!
    certificate: Int!
    award: Int!
    activity: Int!
  }

  type CareerCompletenessItem {
    "BASICS (all profile details filled) or a section with at least one entry."
    part: String!
    weight: Int!
    done: Boolean!
  }

  type CareerOverview {
    basics: CareerBasics!
    counts: CareerSectionCounts!
    "0-100: the weights of the parts done."
    completenessPercent: Int!
    completeness: [CareerCompletenessItem!]!
  }

  type CertificateOption {
    id: ID!
    name: String!
    issuer: String!
  }

  input EducationSpecInput {
    school: String!
    major: String
    degree: String!
    status: String!
    startMonth: String!
    endMonth: String
    "0 < gpa <= gpaScale."
    gpa: String
    gpaScale: String
  }

  input LanguageSpecInput {
    test: String!
    testName: String
    score: String
    level: String
    "Not after today (KST)."
    takenOn: String!
  }

  input CertificateSpecInput {
    "From certificateSearch; the list's name and issuer are stored."
    certificateId: ID
    name: String!
    issuer: String
    acquiredOn: String!
  }

  input AwardSpecInput {
    title: String!
    organiser: String!
    awardedOn: String!
    "At most 500 characters."
    description: String
  }

  input ActivitySpecInput {
    kind: String!
    title: String!
    organisation: String
    startMonth: String!
    endMonth: String
    description: String
    "A published posting the member has scrapped."
    postingId: ID
  }

  "Exactly one section's fields."
  input CareerSpecInput {
    education: EducationSpecInput
    language: LanguageSpecInput
    certificate: CertificateSpecInput
    award: AwardSpecInput
    activity: ActivitySpecInput
  }

  type DeleteCareerSpecResult {
    id: ID!
  }

  extend type Query {
    "The member's entries of a section (at most 30), most recent first. Individual members only."
    careerSpecs(section: CareerSpecSection!): CareerSpecList!
    "Profile basics, entries per section and completeness."
    careerOverview: CareerOverview!
    "The 자격증 list by name or issuer: words, abbreviations (정처기) or 초성 (ㅈㅂㅊㄹ); query up to 50 characters, limit 1-20 (10)."
    certificateSearch(query: String!, limit: Int): [CertificateOption!]!
  }

  extend type Mutation {
    "Adds an entry (at most 30 per section); rate limited."
    addCareerSpec(input: CareerSpecInput!): CareerSpec!
    "Replaces an entry's fields with the same section's; another member's entry is 404."
    updateCareerSpec(id: ID!, input: CareerSpecInput!): CareerSpec!
    deleteCareerSpec(id: ID!): DeleteCareerSpecResult!
  }
`;
