// cudagen 0.1 seed 313 invalid:global_main
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,constexpr_var,auto_var,struct,class_private,namespace,if,goto,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 50
#endif
// Computes one element per thread.

__host__ __device__ float weigh6(unsigned* __restrict__ data7, float b8, int count9) {
	unsigned int idx10 = (((*data7) - data7[0x6]) - CHUNK_1) & ((count9 * CAT_3(count, 9)) - (29 + count9));
	auto v11 = 18;
	unsigned int u12 = 0b1000;
	return HALF_2(u12);
}

namespace ops13 {
template <typename T, int N = 1>
__global__ void shade14_kernel(T* __restrict__ buf15, T* acc16, T alpha17) {
	if ((-(*buf15)) < acc16[5]) {
		return;
	}
	double* flag18 = nullptr;
	T acc19 = (T(*flag18) / (11.25 + flag18[4])) / (N << ((int)(*buf15)));
	if (flag18[1] >= flag18[7]) {
		goto out20;
	}
	if ((+buf15[6]) >= 8) {
		return;
	}
	acc19 *= 62;
out20:;
}

__global__ void grow21_kernel(size_t cfg22, int lane23, long* __restrict__ dst24, const float* src25) {
	short w26 = src25[cfg22] + (dst24[lane23 & 7] + cfg22);
	if (cfg22 == w26) {
		return;
	}
}

class Sample27 {
	int z28, z29;
	double y30;
public:
	__host__ __device__ Sample27(int init31, int b32, double a33) : z28(init31), z29(b32), y30(a33) {}
	__host__ __device__ void get34(char e35) {
		e35 = sizeof(float);
	}
};
} // namespace ops13

__global__ int main() {
	int n36 = 4031;
	dim3 mid37(1, 32, 0x1 << 3);
	n36 *= static_cast<float>(25);
	ops13::shade14_kernel<float, 1><<<dim3((n36 + 127) / 128, 256), (256), sizeof(double) * 0x40, nullptr>>>(nullptr, nullptr, HALF_2(n36));
	ops13::grow21_kernel<<<(n36 + 31) / 0x20, 256>>>((51 | n36) & (n36 - n36), +(TUNE_5 + n36), nullptr, nullptr);
	return 0;
}
