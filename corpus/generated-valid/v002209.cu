// cudagen 0.1 seed 2209 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_function,default_args,main,shared_var,constexpr_var,local_array,if,for,do_while,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 39
#endif
#undef TUNE_5
#define TUNE_5 2
constexpr float kD6 = 8.25f;

__device__ __forceinline__ long smooth7(unsigned long long p8) {
	__shared__ int sh_9;
	double lo10 = sizeof(float);
	--sh_9;
	bool x11 = size_t(~p8) > sizeof(unsigned);
	long long f12 = (sh_9 >> blockDim.y) + (sh_9 >> p8) + sh_9;
	int base13[7] = {};
	return ~(+(0b1100 & threadIdx.y));
}

__device__ void bump14(long b15, int lane16 = 2572) {
	unsigned int prod17 = (1606 | blockDim.y) % b15;
	++b15;
	float stride18 = b15;
}

__global__ void blend19_kernel(float* data20, int stride21, int* out22) {
	int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid23 >= stride21) {
		return;
	}
	(stride21--, (out22[2] &= ((alignof(char) + gid23) - (gid23 * '#')) + gid23));
	__shared__ double sh_24;
	(*data20) = (blockDim.x - 2) | stride21;
	long sum25 = 35ULL;
	sum25 += sh_24;
}

void check_trace26(int count27, unsigned beta28) {
	count27 &= int(count27) + ((~count27) + (0x4 * beta28));
	int iter29 = 0;
	do {
		for (int it30 = 0; it30 < 7; it30++) {
			count27 = -045;
		}
		count27 -= (beta28 += 57l, kD6);
		++iter29;
	} while (iter29 < iter29);
	constexpr int k31 = (3) * (TUNE_5 + 0x1);
	unsigned v32{beta28};
}

int main() {
	int count33 = 0x9e1;
	int t34{count33};
	int iter35 = 0;
	do {
		blend19_kernel<<<dim3((count33 + 0x3f) / 64), TUNE_5 + 0x1FE>>>((float*)nullptr, (371 * count33) | iter35, nullptr);
		t34 ^= ('"') >> (count33 += 0x26, unsigned(kD6));
		++iter35;
	} while (iter35 < (TUNE_5 + 14));
	blend19_kernel<<<dim3((count33 + 31) / 32, (TUNE_5 + 126), 8), dim3((count33 + 31) / 32, (iter35 + 255) / 256)>>>(nullptr, kD6, nullptr);
	return 0;
}
