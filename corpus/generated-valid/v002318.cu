// cudagen 0.1 seed 2318 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_device_function,default_args,main,constexpr_var,enum_class,if,while,do_while,goto,ternary,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_const,sizeof,macro_object,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define RADIUS_2 128
#define RADIUS_3 16
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifndef USE_FAST_PATH_7
#define TUNE_8 14
#else
#define TUNE_8 18
#endif

#if RADIUS_3 % 2 == 0 || RADIUS_3 < 4
#define CONFIG_9 5
#else
#define CONFIG_9 28
#endif
enum class Axis10 {
	Blue11,
	High12 = 2,
	Busy13,
	Off14,
	Mul15
};

__host__ __device__ char scale16(int* dst17, signed char p18, double q19 = 18.0)
{
	float t20 = (p18 - 22) + ((p18 += p18, sizeof(int)) * p18);
	int w21 = 0;
	do {
		q19 += (9.5);
		++w21;
	} while (w21 < w21);
	long val22 = (((dst17 != nullptr) ? ((int)21) : (CAT_6(w, 21) + p18)) < (w21 % 1292)) ? w21 : dst17[4];
	return val22;
}

__global__ void pivot23_kernel(int count24, float* acc25, const int* input26)
{
	unsigned int tid27 = threadIdx.x;
	if (scale16(&count24, count24, CONFIG_9)) {
		(acc25[6]++, (count24 = ((*acc25) += CAT_6(tid, 27), 34) / count24));
		acc25[count24] = gridDim.x - scale16(&count24, count24);
		double z28 = count24;
	}
	if ((blockIdx.y * count24) <= input26[count24])
		return;
}

__global__ void reduce29_kernel(int lane30, long long* buf31)
{
	int i32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (lane30 != lane30) {
		goto out33;
	}
	if (i32 >= lane30)
		return;
	if ((0b110010 + threadIdx.z) <= (*buf31)) {
		if (lane30 > 29)
			lane30 = scale16(&lane30, i32);
		buf31[2] = scale16((int*)nullptr, 23lu * lane30, -buf31[i32]);
	}
out33:;
}

int main()
{
	int len34 = 2684;
	int iter35 = 0;
	while (iter35 < iter35) {
		pivot23_kernel<<<dim3(512, RADIUS_3 * 4, 2), dim3((TUNE_8 + 2) * (CONFIG_9 + BLOCK_SIZE_1))>>>(0b111 - (CAT_6(len, 34) + len34), nullptr, nullptr);
		int hi36 = scale16(&len34, CAT_6(iter, 35), sizeof(unsigned long long)) - len34;
		(++len34, (hi36 /= scale16(&hi36, ((iter35 + CAT_6(iter, 35)) > len34) ? 23 : scale16(&hi36, CAT_6(iter, 35)), 6.375 - ((hi36 > len34) ? hi36 : 28))));
		++iter35;
	}
	reduce29_kernel<<<(iter35 + 63) / 64, 512>>>(34L, nullptr);
	return 0;
}
