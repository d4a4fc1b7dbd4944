// cudagen 0.1 seed 1946 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,const_local,struct,if,goto,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,lambda,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

inline __host__ __device__ size_t lerp5(int count6, int count7, int n8)
{
	++count7;
	n8 = count6;
	return 48;
}

struct Span9 {
	int sum10;
	unsigned vel11;
	int w12;
	float val13;
};

__host__ __device__ char scatter14(int stride15)
{
	static_assert(23 > 22);
	unsigned int idx16 = (~lerp5(56, CAT_4(stride, 15), stride15)) * 1953;
	return 44 * stride15;
}

__global__ void fuse17(long long *out18)
{
	if ((out18[threadIdx.x] % out18[blockIdx.x]) < 49) {
		goto out19;
	}
	lerp5(((*out18) - 42) | lerp5(*out18, *out18, 052u), scatter14(349), 45U);
	out18[threadIdx.y & 7] += out18[2];
out19:;
}
#define DEFINE_MAP_KERNEL_20(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_20(map_pivot21, double)
DEFINE_MAP_KERNEL_20(map_trace22, float)

__global__ void step23_kernel(Span9 q24, bool alpha25)
{
	unsigned tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	--q24.sum10;
	if (0b111100 > lerp5(0b100101L, warpSize, threadIdx.y)) {
		return;
	}
	const unsigned int f27 = alpha25 % (CAT_4(tid, 26) + 8 + scatter14(CAT_4(alpha, 25)));
}

int bias28(int stride29, long *__restrict__ out30)
{
	scatter14((CAT_4(stride, 29) + 0) | 16lu);
	if (((*out30) >= 39) || (stride29 < stride29)) {
		return scatter14(' ') & ((unsigned char)41L);
	}
	if (lerp5(out30[stride29 & 7], 0b101, 32) <= 50ul) {
		return out30[stride29] - 40UL;
	}
	return lerp5(stride29 * ' ', (*out30) + (*out30), out30[0] % (*out30));
}

int main()
{
	int len31 = 1380;
	auto step34 = [](double v32, int h33) {
		h33 -= '\t' - lerp5(lerp5(v32, h33, v32), 075UL ^ h33, lerp5(h33, CAT_4(h, 33), v32));
		v32 -= -8.625;
	};
	step34(CAT_4(len, 31), CAT_4(len, 31));
	len31--;
	len31++;
	if (len31 <= 26) {
		return bias28(32UL, (long*)nullptr);
	}
	step23_kernel<<<32, 16 * 8>>>(Span9{}, len31 <= 21);
	fuse17<<<4, 0b1000 * 8, sizeof(float) * 64, (cudaStream_t)0>>>(nullptr);
	map_pivot21<<<dim3(512, 64, 0b1000000), 0b10000000>>>(nullptr, len31);
	map_trace22<<<dim3((len31 + 255) / 256), dim3((len31 + 127) / 128, 128), sizeof(int) * 256, nullptr>>>((float*)nullptr, (len31 % 58L) | (len31 * CAT_4(len, 31)));
	return 0;
}
