// cudagen 0.1 seed 14 invalid:kernel_friend_definition
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,shared_2d,static_shared,local_array,auto_var,anon_namespace,if,for,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_capture_ref,lambda_launch,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

namespace {
template <typename T, typename U>
__global__ void __launch_bounds__((256), 0x2) merge5(U* data6, const T* input7, int len8) {
	int tid9 = threadIdx.x;
	if (tid9 >= len8)
		return;
	--len8;
	(*data6) -= (HALF_2(len8) - 2.75) + ((6 * len8) + (*data6));
	if ((*input7) != blockDim.z)
		return;
	if ((blockDim.y - threadIdx.x) != tid9)
		return;
}

template <class T, int N>
__global__ void clamp10(T* acc11, T* out12) {
	unsigned gid13 = threadIdx.x;
	int r14 = blockIdx.x;
	T s15 = (N / (r14 += N, acc11[7])) * 23.875;
}
} // namespace
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_16(map_bias17, float)

__global__ void __launch_bounds__(64) mix18_kernel(double* out19) {
	--out19[3];
	out19[gridDim.z] = -(*out19);
	if (threadIdx.x) {
		unsigned long stride20 = 17;
		stride20 = gridDim.x;
	}
	out19[1]++;
}

__device__ void pack21(int lane22, unsigned int a23, unsigned char q24) {
	signed char w25 = q24;
	bool off26 = 18.25f * q24;
}

__global__ void __launch_bounds__(128) march27(unsigned q28, const signed char* input29, const int* input30) {
	int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int v32 = (*input30) + 7 + 'z';
	static __shared__ int sh_33[6][2];
}

__global__ void rank34(int len35, float* acc36) {
	int idx37 = threadIdx.x;
	if (idx37 >= len35)
		return;
	auto f38 = (int)ADD3_1(threadIdx.y + gridDim.y, acc36[4] - idx37, 31L + blockDim.x);
	auto hi39 = len35;
	int lim40[5]{0x3e, f38, 38l, '\\', static_cast<int>(47l)};
}
struct Holder45 {
    int v;
    friend __global__ void friend_kernel46(int *p) { p[0] = 1; }
};

int main() {
	int n41 = 3960;
	if (!n41)
		return CAT_4(n, 41);
	auto fn42 = [&]() -> int {
		map_bias17<<<(256), dim3(sizeof(int) * 64), 0x0, 0>>>((float*)nullptr, alignof(int));
		mix18_kernel<<<(n41 + 0b11111) / 32, 8 * 16, sizeof(int) * 128, 0>>>(static_cast<double*>(nullptr));
		n41 += ADD3_1(n41 + n41, n41 * (n41 * n41), ADD3_1(n41, n41, 17ull));
		return n41;
	};
	fn42();
	for (int n43 = 0; n43 < n41; n43++) {
		unsigned int h44 = 22;
		h44 &= h44;
	}
	merge5<long, long><<<dim3((n41 + 31) / 0x20), 0x80>>>(static_cast<long*>(nullptr), (const long*)nullptr, ADD3_1(n41 - n41, (n41 += 0b111000ul, 45U), 50));
	clamp10<long, 3><<<(n41 + 63) / 64, 8 * 8>>>(nullptr, nullptr);
	march27<<<128, sizeof(int) * 8>>>(1600 + (n41 + CAT_4(n, 41)), nullptr, (const int*)nullptr);
	return 0;
}
