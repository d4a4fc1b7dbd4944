// cudagen 0.1 seed 691 invalid:goto_bypasses_init
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,struct,struct_methods,if,compound_assign,shift,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_float,lit_nullptr,cast_functional,cast_reinterpret,macro_function,macro_paste
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define DEFINE_MAP_KERNEL_5(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_5(map_reduce6, float)

template <class T, int N = 8>
__global__ void march7(T *acc8, const T *input9, int n10, unsigned q11) {
	int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid12 >= n10) {
		return;
	}
	q11 *= (unsigned(40) * gridDim.y) + (*acc8);
	if (input9[6] == N) {
		return;
	}
	unsigned char tmp13 = 20;
}

struct Node14 {
	short flag15;
	int y16;
	int lo17;
	unsigned char sum18;
	__host__ __device__ void norm19(float cnt20) {
		double diff21 = (cnt20 - cnt20) - (cnt20 + lo17);
	}
	__host__ __device__ unsigned char scale22(float y23) const {
		++y23;
		float t24 = (y23 * (CAT_4(lo, 17) + 5.125f)) + (CAT_4(flag, 15) + y23);
		return HALF_1(y16 - 20);
	}
};

struct Body25 {
	short int sum26;
	char sum27;
	int count28;
	unsigned int sum29;
};

int main() {
	int count30 = 3394;
	{
		if (count30 > 3) goto skip33;
		int value34 = count30 * 2;
		skip33:
		count30 += value34;
	}
	cudaStream_t flag31 = nullptr;
	count30--;
	size_t *y32 = nullptr;
	map_reduce6<<<1 << 9, 32, 0, nullptr>>>(nullptr, count30 + count30 + HALF_1(count30));
	march7<int, (1 << 3)><<<(count30 + 63) / 64, 32, 256, (cudaStream_t)0>>>(nullptr, reinterpret_cast<const int*>(y32), *y32, HALF_1(count30) / (*y32));
	return 0b0;
}
