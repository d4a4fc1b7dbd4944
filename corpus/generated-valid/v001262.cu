// cudagen 0.1 seed 1262 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,static_device_function,host_device_function,device_template_function,host_function,main,host_global,constexpr_var,if,while,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,cast_functional,cast_reinterpret,sizeof,macro_object,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 3
#define RADIUS_2 5
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#undef RADIUS_2
#define RADIUS_2 24
__host__ __device__ float norm7(const float *__restrict__ input8) {
	constexpr float y9 = 3.5F;
	if (input8[4] >= '0') {
		return 9.875F;
	}
	return .5f;
}
template <typename T>
inline __host__ __device__ void gather10(T a11, T b12) {
	int val13 = a11;
	b12 = sizeof(T);
	b12 = b12;
	T lim14 = CAT_6(val, 13) / ((58UL + CAT_6(b, 12)) * (12.5f / a11));
	T t15 = (lim14) * RADIUS_1;
}
// Layout: row-major, no padding.
template <typename T, int N>
__global__ void __maxnreg__(32) march16(T *__restrict__ buf17, long long q18, const T *in19, float a20) {
	T flag21 = buf17[q18];
	buf17[0] /= 6.625F;
}
static size_t g_fold22;
/* Returns the accumulated value. */
static __device__ __noinline__ int relax23(float *out24, float *acc25) {
	(*out24) -= 6.25f - (acc25[4] - (RADIUS_1));
	int iter26 = 0;
	while (iter26 < iter26) {
		if (acc25[iter26] != out24[7]) {
			break;
		}
		++iter26;
	}
	(*out24) -= RADIUS_1;
	out24[3] = 38;
	char base27 = iter26;
	if ((*acc25) >= 21ULL) {
		return base27;
	}
	return sizeof(double);
}
__device__ __host__ int clamp28(int stride29, int lane30, int count31) {
	count31--;
	count31 %= long(37);
	count31 = (((count31 < CAT_6(count, 31)) ? lane30 : stride29) == long(lane30 + lane30)) ? ((+CAT_6(count, 31)) - (42ull)) : 9;
	count31 = 37;
	long tmp32 = 3686;
	constexpr float diff33 = '#';
	size_t s34 = 58;
	return s34;
}
void check_spread35(unsigned long *__restrict__ dst36, int *acc37, float *data38) {
	int pass39 = 0;
	do {
		int w40 = 0;
		while (w40 < pass39) {
			march16<int, (RADIUS_1 * 2)><<<1 << (RADIUS_1 + 1), dim3(sizeof(int) * (RADIUS_1 + 13)), 0, 0>>>(acc37, (data38[6] > dst36[g_fold22]) ? (3 - g_fold22) : (pass39 ? 0 : 63), acc37, RADIUS_1);
			float m41{21.75f};
			++w40;
		}
		++pass39;
	} while (pass39 < pass39);
}
int main(void) {
	int len42 = 673;
	int w43 = 0;
	while (w43 < w43) {
		if ((w43 * CAT_6(len, 42)) >= RADIUS_1) {
			return (RADIUS_2 << len42) - 19;
		}
		++w43;
	}
	int lo44 = g_fold22;
	return 0;
}
