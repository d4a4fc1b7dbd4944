// An enumerator's implicit value after -1 is no implicit value for EDG: `v = -1, u = 0` keeps `= 0` (it adds 1 to the unsigned 64-bit form, which carries out).
enum float_round_style { round_indeterminate = -1, round_toward_zero = 0, round_to_nearest = 1, round_up = 2 };
enum denorm { denorm_indeterminate = -1, denorm_absent = 0, denorm_present = 1 };
enum plain { a = 0, b = 1, c, d = 3, e = 7 };
enum neg { m = -2, n = -1, o = 0, p };
enum q { x = -5, y = -4, z = -3, w = -2, v = -1, u = 0, t = 1 };
enum r { s = 5, s2 = 0, s3 = 1 };
enum r2 { k0 = 0, k1 = 0, k2 = 1 };
enum class sc : int { a = -1, b = 0, c = 1 };
enum ul : unsigned long { e1 = 0xffffffffffffffffUL, e2 = 0 };
enum ch : signed char { c1 = -1, c2 = 0 };
