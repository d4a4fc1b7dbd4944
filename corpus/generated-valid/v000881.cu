// cudagen 0.1 seed 881 valid
// features: kernel,kernel_static,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constant_var,constant_array,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,if,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

__global__ void scale3(long cfg4) {
	extern __shared__ float dyn_5[];
	--dyn_5[1];
	float w6(cfg4 + (11.875f * cfg4));
	w6--;
}

static __global__ void __launch_bounds__(sizeof(unsigned int) * 128, 1) bias7(int len8, float cfg9, const float *input10, int stride11) {
	cfg9 = LOW_BITS_1((stride11 * ((len8 < 15UL) ? stride11 : stride11)));
	static __shared__ int sh_12[7][4];
	int *lim13 = &stride11;
	stride11 = input10[stride11];
	sh_12[1][3] = 3008;
}

__global__ void kick14(const long long *__restrict__ input15, int *__restrict__ buf16, size_t beta17, unsigned long long *__restrict__ buf18) {
	(*buf18)++;
	int *s19 = nullptr;
	(*s19) = 26 + LOW_BITS_1(LOW_BITS_1(input15[2]));
	buf18[beta17] = input15[6];
	if (((*buf18) == buf16[0b0]) ? 26ull : buf16[beta17]) {
		return;
	}
	int mid20 = -((int)60lu);
	buf18[5] = (61ULL);
}
__constant__ float c_drift21 = 066;

inline __host__ __device__ long long probe22(double b23, int *__restrict__ buf24, unsigned int q25) {
	const float *tmp26 = static_cast<const float*>(nullptr);
	float lim27 = b23;
	++b23;
	constexpr int s28 = 077;
	lim27 = TWICE_PLUS_2(q25 % q25, 63lu) + ((lim27 - buf24[q25]) - (45U >> (*buf24)));
	return (b23 / tmp26[q25]) + 5;
}
__constant__ float c_norm29[2] = {9.375F, -22.5f};

__host__ __device__ short tally30(int stride31) {
	stride31 = stride31;
	--stride31;
	return -((stride31 == stride31) ? 6 : stride31);
}

static __global__ void scale32(short *__restrict__ out33) {
	extern __shared__ unsigned long long dyn_34[];
	dyn_34[0b100] = tally30(dyn_34[3] + 16) + ((c_norm29[1] >= 040) ? 48ul : 54);
	probe22(9.625f + c_norm29[1], nullptr, probe22(10.375, nullptr, 750));
}
#define DEFINE_MAP_KERNEL_35(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_35(map_gather36, unsigned int)
DEFINE_MAP_KERNEL_35(map_decay37, float)

int main() {
	int len38 = 3223;
	len38++;
	if (len38 == len38) {
		return 16 - (len38 + len38);
	}
	scale3<<<dim3(256), 1 << 5>>>(TWICE_PLUS_2(((len38 < len38) ? len38 : len38), 075 * len38));
	bias7<<<dim3((len38 + 127) / 0200), (64), 0, nullptr>>>(tally30(len38) - 35, tally30(len38), nullptr, TWICE_PLUS_2(len38, 6) / (4 + len38));
	kick14<<<dim3((len38 + 31) / 040, 1, (len38 + 255) / 256), 1 << 7>>>(nullptr, nullptr, (-len38) + sizeof(signed char), nullptr);
	return 0;
}
