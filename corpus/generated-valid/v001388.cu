// cudagen 0.1 seed 1388 valid
// features: kernel,grid_constant,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_device_function,host_function,main,constexpr_var,struct,operator_overload,enum_class,if,if_else,for,switch,compound_assign,shift,logical,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#ifdef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 31
#endif
struct Vec7 {
	unsigned int y8;
	int weight9;
};
static constexpr double kT10 = 8.5;
__host__ __device__ void kick11(const float* __restrict__ in12, const int* in13, const long long* __restrict__ input14) {}
__global__ void tally15_kernel(int* dst16, int* buf17, __grid_constant__ const Vec7 cfg18, const int* src19)
{
	int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	switch (cfg18.y8) {
	case 012:
		kick11(reinterpret_cast<const float*>(src19), src19 + 0, reinterpret_cast<const long long*>(buf17));
		break;
	case 9:
		if (!(buf17[blockIdx.x] < dst16[threadIdx.z])) {
			break;
		}
		kick11(reinterpret_cast<const float*>(dst16), static_cast<const int*>(nullptr), reinterpret_cast<const long long*>(src19));
		break;
	case 2:
		break;
	case 2 * 4:
		(*buf17) <<= 1;
		break;
	default:
		break;
	}
}
__global__ void tally21_kernel(const float* input22, const size_t* __restrict__ src23)
{
	int tid24 = threadIdx.x;
	if (!src23) {
		for (int j25 = tid24; j25 > 0; --j25) {
			for (int it26 = 0; it26 < 10; ++it26) {
				Vec7 base27 = Vec7{unsigned(32), 56};
				unsigned int y28 = base27.weight9 * src23[5];
			}
		}
	} else if ((CAT_4(tid, 24) - tid24) < (blockDim.x - tid24)) {}
}
enum class Mode29 { Green30, Busy31 = 5, Mul32 = 7, Idle33 = 11 };
struct Tile34 {
	float id35;
	int z36;
	unsigned int z37;
};
__host__ __device__ Tile34 operator+(Tile34 a, Tile34 b)
{
	Tile34 r = a;
	r.id35 += b.id35;
	r.z36 += b.z36;
	r.z37 += b.z37;
	return r;
}
__device__ long long gather38(int* out39)
{
	for (int n40 = 0; n40 < 020; n40++) {
		if (out39[4] == ((*out39) % CAT_4(n, 40))) {
			break;
		}
		Tile34 v41 = Tile34{-1.875F, 33UL, static_cast<unsigned int>(out39[n40])};
		int acc42 = 7u;
	}
	out39[gridDim.y] += threadIdx.x;
	return ((float)11.875F) - threadIdx.z;
}
float check_step43(const int* __restrict__ src44)
{
	for (int n45 = 0b0; n45 < 13; n45 += 2) {
		tally21_kernel<<<(TUNE_6 + (TUNE_6 + 2)), (TUNE_6 + 225) * 2>>>(nullptr, reinterpret_cast<const size_t*>(src44));
	}
	tally15_kernel<<<dim3(0b1, 32 * 8), (TUNE_6 + (TUNE_6 + (TUNE_6 + 35))) * 4>>>(const_cast<int*>(src44), nullptr, Vec7{}, src44);
	kick11(reinterpret_cast<const float*>(src44), src44, reinterpret_cast<const long long*>(src44));
	return static_cast<double>(60U);
}
int main()
{
	int len46 = 2006;
	dim3 m47 = dim3((1));
	len46 += kT10;
	dim3 lim48 = dim3((len46 + 255) / 256);
	return 0;
}
