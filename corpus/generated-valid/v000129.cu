// cudagen 0.1 seed 129 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,static_device_function,host_function,main,constexpr_var,local_array,const_local,if,if_init,switch,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_init_capture,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 8
#define NUM_ITERS_2 (1 << 8)
#define SQR_3(x) ((x) * (x))
#define MOD8_4(x) ((x) % 8)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 7
#else
#define TUNE_8 63
#endif

__global__ void __launch_bounds__(sizeof(float) * 64, 2) scale9_kernel(int count10, int stride11)
{
	const int off12 = count10;
	const int flag13 = (off12);
	stride11 += WARPS_1 - (stride11 * 36);
	int k14 = NUM_ITERS_2;
	if ((k14 & 0x1)) {
		goto skip15;
	}
	stride11++;
skip15:;
}

template <class T, int N>
__global__ void drift16(T* acc17, const T* src18)
{
	if (float base19{7.0f}; (src18[7] == 20UL) || (base19 > sizeof(T)) || (src18[2] > src18[1])) {
		float k20 = src18[0];
		++acc17[2];
	}
}

inline __device__ void split21(int n22, int stride23)
{
	n22 |= int(~(NUM_ITERS_2 >> stride23));
	constexpr float lim24 = 37u;
	int mid25[7] = {};
	int stride26[6] = {};
	int h27 = CAT_6(n, 22);
}

static __device__ void sift28(int n29, int count30)
{
	if (!(count30 != 8)) {
		return;
	}
	if (SQR_3(count30) != n29) {
		return;
	}
}

int check_bump31(const float* input32, const float* coef33, float q34)
{
	if ((coef33[0x3] == 59) || (input32[4] < coef33[4])) {
		return TUNE_8;
	}
	if ((*coef33) > (*coef33)) {
		goto done35;
	}
	scale9_kernel<<<(256), WARPS_1 * 4>>>(input32[6], q34);
	q34 *= static_cast<int>(CAT_6(q, 34));
	drift16<float, ((3))><<<1 << WARPS_1, WARPS_1 + (WARPS_1 + (WARPS_1 + 40)), 0, (cudaStream_t)0>>>(&q34, input32);
done35:;
	return 1 - coef33[1];
}

int main()
{
	int count36 = 2546;
	count36 = 59ULL;
	switch (count36) {
	case 2 * 5: {
		auto fn41 = [q37 = count36 - count36](float prod38) {
			const long sum39 = (-(q37 + NUM_ITERS_2));
			int s40 = sizeof(int);
		};
		fn41(count36);
		break;
	}
	}
	count36 += (+(sizeof(float) * count36));
	count36 = check_bump31(static_cast<const float*>(nullptr), (const float*)nullptr, 6.75f * count36);
	return 0x0;
}
