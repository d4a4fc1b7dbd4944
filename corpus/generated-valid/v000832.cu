// cudagen 0.1 seed 832 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,default_args,main,device_array,constexpr_var,static_local,struct,struct_methods,aligned_struct,if,if_init,for,while,static_assert,bitwise,shift,comparison,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 60
#endif
__device__ unsigned long long d_bias5[32] = {0x37};
struct __align__(8) Particle6 {
	float vel7;
	long x8;
	__host__ __device__ void get9(double mid10) {
		Particle6 x11{6.0f, x8};
		if (x11.vel7 < 45)
			return;
	}
	__host__ __device__ void scale12(int m13) {
		m13 = 53ul;
	}
};
static_assert(TUNE_4 > 0x5, "size check");
__global__ void shade14(int *data15, int lane16, int len17, float *buf18) {
	int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned short mid20 = (double)gid19;
	len17 = 0x1c;
	mid20 = lane16;
	mid20 = gid19;
}
__global__ void sift21(int lane22) {
	int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx23 >= lane22)
		return;
	if (short int sum24 = lane22; threadIdx.x <= TUNE_4)
		sum24 = (sum24 += 19, ((8 | d_bias5[sum24]) % 57));
	float diff25 = 296;
	constexpr bool idx26 = 1;
	d_bias5[threadIdx.z] = LOW_BITS_1(LOW_BITS_1(d_bias5[lane22]) >> idx26);
}
void bump27(int stride28, int stride29 = 0x4) {
	for (int n30 = 0; n30 < stride28; ++n30) {
		shade14<<<128, dim3(1 << 5, TUNE_4 + 26, (stride29 + 0xff) / 256), 0, (cudaStream_t)0>>>(nullptr, (stride28 << 1) & n30, TUNE_4, (float*)nullptr);
		for (int j31 = stride28; j31 > 0; --j31) {
			int idx32(44);
			constexpr bool off33 = 0;
		}
	}
}
inline long long check_stencil34(int count35) {
	count35 = count35 + count35;
	int val36 = count35 + ((count35 & 36U) * (count35 - count35));
	shade14<<<32, dim3((count35 + 31) / 32, 0x20)>>>(nullptr, val36, ADD3_2(val36, count35, -val36), (float*)nullptr);
	return count35;
}
int main() {
	int n37 = 3305;
	int w38 = 0;
	while (w38 < 10) {
		static bool x39 = 1;
		++w38;
	}
	n37 = 57l;
	sift21<<<(n37 + 31) / 32, dim3((n37 + 63) / 64, (8))>>>(14 << n37);
	n37 = n37 ^ (0x4 * (n37 * w38));
	constexpr int u40 = TUNE_4 + 52;
	return 0x0;
}
