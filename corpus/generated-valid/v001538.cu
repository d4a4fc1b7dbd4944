// cudagen 0.1 seed 1538 valid
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,host_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,struct,struct_methods,if,if_else,if_init,for,do_while,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,macro_object,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 32
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 50
#endif

int run_relax6(double *data7, float *acc8, int stride9)
{
	int stride10 = (*data7) * ((*acc8) += 12.25F, acc8[stride9]);
	if (acc8 != nullptr) {
		if (unsigned long v11 = (data7[stride10] + stride10) / RADIUS_1; !(v11 < (*data7))) {
			float x12[5] = {};
			double lo13[7]{8.0, 4.0, 4.5f, -19.0f, 1.75, static_cast<double>(RADIUS_1), static_cast<double>(v11)};
		} else {
		}
	} else {
	}
	return 1101ul;
}
__constant__ unsigned int c_scale14 = 5lu;

static __global__ void march15_kernel(unsigned short *dst16, int stride17, const double *input18, int stride19)
{
	extern __shared__ double dyn_20[];
	unsigned i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i21 >= stride17) {
		return;
	}
	long f22(*dst16);
	(*dst16)--;
}

static __device__ __forceinline__ void rank23(unsigned p24, float p25, unsigned char *buf26)
{
	float lo27 = 10;
	double q28 = p25;
}

struct Cell29 {
	short int sum30;
	int z31;
	int y32;
	__host__ __device__ void bump33(float z34)
	{
		long q35 = (((y32 * z31) ? z34 : sizeof(Cell29)) < RADIUS_1) ? (y32 << z31) : ((8 * sum30) + y32);
		sum30 = (RADIUS_1 * ((sum30 >= 24) ? RADIUS_1 : 0b10010ul)) / (7 + z34);
	}
	__host__ __device__ void get36(int val37)
	{
		val37 = z31;
	}
};

__global__ void accum38(const unsigned *in39)
{
	int idx40 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((in39[0] != 39) || (c_scale14 != 48UL)) {
		return;
	}
}
constexpr double kB41 = 1.75;

__host__ __device__ unsigned bump42(const float *in43, int lane44, int len45 = 'a')
{
	len45 = len45;
	int pass46 = 0;
	do {
		len45 = *in43;
		for (int i47 = 0; i47 < 12; ++i47) {
			len45 = (lane44 += lane44, i47);
			lane44 = 0U * pass46;
		}
		++pass46;
	} while ((pass46 < len45) && ((lane44 >> pass46) == 62));
	double k48 = lane44;
	return (lane44 << 4) / (pass46 + lane44);
}

void check_spread49(size_t p50)
{
	if (constexpr int w51 = 61; ((p50 - 33lu) + w51) >= 5) {
		auto op52 = [=]() -> unsigned int {
			return ' ';
		};
		op52();
		p50 = run_relax6((double*)nullptr, (float*)nullptr, kB41);
	} else {
		run_relax6(nullptr, nullptr, bump42(nullptr, w51));
	}
}

int main()
{
	int size53 = 201;
	int w54 = 0;
	do {
		size53 = 60u;
		if ((w54 - kB41) >= 32) {
			return (size53 << size53) - run_relax6((double*)nullptr, (float*)nullptr, size53);
		}
		size53 = 2 * w54;
		++w54;
	} while (w54 < size53);
	march15_kernel<<<(size53 + 31) / 32, 128, 0b0>>>((unsigned short*)nullptr, ((kB41 <= w54) || (size53 != kB41)) ? w54 : TUNE_5, nullptr, 2);
	accum38<<<16, 0b100000 * 2, 4096>>>((const unsigned int*)nullptr);
	return 0b0;
}
