// cudagen 0.1 seed 1889 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,host_function,main,shared_var,static_shared,constexpr_var,local_array,auto_var,const_local,namespace,if,if_else,for,while,goto,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_launch,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define WARPS_2 (((16)))
#define TILE_DIM_3 (16)
#define SQR_4(x) ((x) * (x))
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 4
#else
#define TUNE_7 63
#endif
#undef TILE_DIM_3
#define TILE_DIM_3 8

__global__ void warp8_kernel(float* buf9, int lane10, double a11)
{
	int acc12{-19};
	constexpr float sum13 = 0x28;
}

__global__ void spread14(float cfg15, unsigned long long* buf16, const int* input17, long long* acc18)
{
	long flag19 = buf16[0x5];
	if ((*input17) >= SQR_4(*buf16)) {
		goto skip20;
	}
	flag19 = 9L;
skip20:;
}

__global__ void decay21_kernel(const float* in22)
{
	float q23 = *in22;
	static __shared__ unsigned sh_24[256];
	unsigned t25 = static_cast<int>(11l * (*in22)) + (((size_t)2873U) - (in22[0x7] * (*in22)));
}

namespace impl26 {
constexpr double kW27 = 4.5;

unsigned int host_merge28(bool q29, char* out30, unsigned* out31)
{
	out31[1] *= out31[1];
	long h32[8] = {};
	if ((out30[0] - 0x1a) < out30[5]) {
		goto finish33;
	}
	(*out30) = q29;
finish33:;
	return out31[0x3];
}
} // namespace impl26

__global__ void clamp34(int* buf35, const float* coef36, int lane37)
{
	if (TUNE_7 != buf35[3]) {
		return;
	}
	const int hi38 = buf35[5];
	if ((buf35[hi38] += hi38, 1477) > 7) {
		goto finish39;
	}
	lane37 = (0U - (*buf35)) << buf35[hi38];
finish39:;
}
#define DEFINE_MAP_KERNEL_40(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_40(map_tile41, unsigned)

__device__ __noinline__ int filter42(const double* coef43)
{
	if ((+((*coef43) + 3)) >= impl26::kW27) {
		auto m44 = *coef43;
		int iter45 = 0;
		while (iter45 < iter45) {
			unsigned char prod46 = (double)((impl26::kW27 + iter45) - SQR_4(m44));
			int acc47[2]{iter45, int(prod46)};
			++iter45;
		}
		m44 = '\a';
	} else if ((!coef43) && (coef43[1] <= impl26::kW27) && ((18LL > coef43[5]) && (coef43[0x7] > 47))) {
	} else if ((coef43[7] * (impl26::kW27 - coef43[2])) != coef43[2]) {}
	return (float)(-44);
}

int check_relax48(int len49, int n50, int stride51)
{
	len49++;
	--stride51;
	++stride51;
	for (int n52 = len49; n52 > 0x0; --n52) {
		const unsigned long cnt53 = -(n50 >> 2);
		clamp34<<<sizeof(float) * (WARPS_2 + (TUNE_7 + 49)), sizeof(float) * (TILE_DIM_3 + TILE_DIM_3)>>>(&n50, static_cast<const float*>(nullptr), (4522 >> len49));
	}
	return (len49 += len49, SQR_4(len49)) * 3144;
}

int main()
{
	int len54 = 3772;
	map_tile41<<<2, 256>>>((unsigned*)nullptr, 35 - CAT_5(len, 54));
	auto fn56 = [=]() -> int {
		clamp34<<<2, sizeof(int) * 16, 0x0>>>((int*)nullptr, nullptr, TILE_DIM_3 - len54);
		unsigned flag55{0x2u};
		return SQR_4(len54);
	};
	if (!(impl26::kW27 < CAT_5(len, 54))) {
		return 34u;
	}
	len54 /= 0x3dl;
	warp8_kernel<<<dim3((len54 + 0x3f) / 64, (len54 + 255) / 256, sizeof(float) * 32), 128 * 2>>>(nullptr, int(55u), impl26::kW27 * (len54 + 20.875));
	spread14<<<(TILE_DIM_3 + TILE_DIM_3) * 2, dim3((len54 + 31) / 0x20, 0x10), 0>>>(impl26::kW27, (unsigned long long*)nullptr, nullptr, nullptr);
	decay21_kernel<<<(len54 + 0x3F) / 0x40, sizeof(int) * 32>>>((const float*)nullptr);
	return 0;
}
