// cudagen 0.1 seed 568 invalid:missing_endif
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,device_template_function,main,device_var,constexpr_var,enum,if,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,macro_function
#include "prelude.cuh"

#define HAVE_FEATURE_27
#ifdef HAVE_FEATURE_27
#define RADIUS_1 256
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SQR_3(x) ((x) * (x))
enum State4 { FAST5, OFF6, FAST7, BLUE8 };

template <class T, int N = 8>
inline __host__ __device__ T bump9(T *buf10, T a11, T *dst12) {
	T v13 = *buf10;
	buf10[5] = (((unsigned char)35L) - ((unsigned)a11)) | N;
	v13 = 0b10;
	return 52l;
}
static __device__ float d_drift14;

__host__ __device__ unsigned long long clamp15(bool alpha16, float cfg17) {
	--cfg17;
	bump9<float, ((8))>((float*)nullptr, SQR_3(alpha16), nullptr);
	--cfg17;
	State4 lim18 = FAST7;
	if ((cfg17 != 55) || (lim18 == FAST5))
		return 658L * lim18;
	cfg17 = 1891u;
	int q19(bump9<unsigned, (FAST7 * 4)>(nullptr, lim18, nullptr));
	return (float)((((unsigned int)cfg17) <= 24) ? BLUE8 : cfg17);
}

__global__ void spread20_kernel(const unsigned int *__restrict__ in21, char b22, int n23) {
	d_drift14 = d_drift14;
	d_drift14 = (d_drift14 += 9.875f, clamp15((b22 < 33) && (!in21), 22.375F));
	long tmp24 = d_drift14;
}

int main() {
	int len25 = 3847;
	unsigned int stride26(((len25 * 19U) / (RADIUS_1 + len25)) * ((len25) + len25));
	spread20_kernel<<<(stride26 + 255) / 256, (128), 0, (cudaStream_t)0>>>(nullptr, len25, clamp15(stride26, -9.625f));
	spread20_kernel<<<0b10, 256>>>(nullptr, FAST5, ((len25 | len25) >= stride26) ? bump9<unsigned int, ((5))>(nullptr, stride26, nullptr) : stride26);
	stride26 = (clamp15(len25 < len25, char(127u)) != (0b111110 * len25)) ? stride26 : stride26;
	return 0;
}
