// cudagen 0.1 seed 528 invalid:explicit_constructor_conversion
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,main,shared_var,constexpr_var,auto_var,if,while,do_while,switch,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define DEFINE_MAP_KERNEL_2(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_2(map_march3, float)
DEFINE_MAP_KERNEL_2(map_smooth4, unsigned int)
// NOTE: keep in sync with the host reference.
__device__ float scatter5(const char* input6) {
	int iter7 = 0;
	while (iter7 < iter7) {
		static_assert(6 > 5);
		static_assert((3 * 11) == 0x21, "expected value");
		++iter7;
	}
	size_t y8(-iter7);
	return (y8 += iter7, input6[threadIdx.z]);
}
/* Returns the accumulated value. */
__device__ unsigned char shade9(float a10, const double* coef11, int stride12) {
	constexpr float v13 = -15.75f;
	int w14 = 0x0;
	do {
		unsigned t15(((threadIdx.z == w14) ? 7 : 25) - ((float)(*coef11)));
		a10 = 18.5f;
		++w14;
	} while (w14 < stride12);
	return 0x21L;
}
template <typename T, int N>
__global__ void scatter16(T* acc17, short int* acc18) {
	int i19 = threadIdx.x;
	__shared__ signed char sh_20;
	--sh_20;
	if ((long)(*acc18)) {
		if ((acc18[6] + N) >= (-i19)) {
			sh_20 &= sh_20 + (127lu + threadIdx.x) + ((i19 < blockDim.x) ? (*acc18) : N);
			T k21 = 54 + acc17[sh_20];
		}
	}
	constexpr unsigned t22 = 59LL;
}
__global__ void accum23_kernel(bool b24, const unsigned long* input25, int* data26) {
	int gid27 = threadIdx.x;
	(*data26) += gid27;
	data26[gid27] &= blockIdx.x;
	(*data26) /= (float)56;
	float res28(b24);
	__shared__ float sh_29[32];
}
// Helper used by the kernels below.
template <class T, int N>
__global__ void __launch_bounds__(sizeof(int) * 16) merge30_kernel(T* dst31, int len32, float* data33, long long* buf34) {
	int tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	len32 = ((T)(len32 * 2));
	if ((N * data33[1]) >= tid35) {
		(*dst31) = N + static_cast<T>(data33[tid35]);
	}
	if (static_cast<short int>(dst31[4])) {
		return;
	}
}
// Computes one element per thread.
template <typename T, int N = 4>
__device__ int fuse36(T a37, int len38) {
	len38 += a37;
	double k39 = len38;
	++k39;
	return len38 >> 5;
}
struct Id_42 {
    explicit Id_42(int v) : x(v) {}
    int x;
};
int main() {
	int size40 = 3857;
	Id_42 id_42 = size40;
	switch (size40) {
	case 9:
		break;
	}
	map_smooth4<<<(size40 + 255) / 256, 256>>>(nullptr, size40 / static_cast<float>(size40));
	auto lo41 = 51;
	size40 = size40 + (+((lo41 > size40) ? 15 : 3));
	if (lo41 >= ((21 < size40) ? lo41 : sizeof(unsigned int))) {
		return static_cast<unsigned long long>(lo41 * size40);
	}
	map_march3<<<dim3(4, 0x1 << 4, 1), sizeof(float) * 8>>>((float*)nullptr, 51);
	scatter16<unsigned, 6><<<dim3((64), 256, (size40 + 255) / 256), (512), sizeof(double) * 0x40>>>(nullptr, nullptr);
	accum23_kernel<<<32, (512), sizeof(double) * 64>>>(((lo41 - lo41) - 3714L) < lo41, nullptr, &lo41);
	return 0;
}
