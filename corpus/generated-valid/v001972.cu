// cudagen 0.1 seed 1972 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,host_device_function,main,constant_array,host_global,constexpr_var,const_local,enum_class,if,do_while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,alignof
#include "prelude.cuh"

__global__ void __launch_bounds__((32)) probe1(int len2, double q3, int stride4, int *acc5)
{
	q3 *= static_cast<size_t>(q3);
	const int val6 = (((acc5[1] != 44) ? len2 : stride4) - 7) + 50;
	if (((val6 / acc5[len2]) - (29u + val6)) > val6) {
		unsigned char mid7 = 17;
		acc5[1] |= stride4;
		if (mid7 <= mid7)
			return;
	}
	int r8(((static_cast<float>(len2) <= val6) ? (34ul / stride4) : (len2 - acc5[len2])) * (*acc5));
}
__constant__ float c_scale9[2] = {11.5f, 22.75F};
enum class Phase10 {
	Mul11,
	Slow12,
	Slow13,
	Blue14,
	Busy15
};
const long g_score16 = 19;

__device__ __forceinline__ unsigned int pivot17(char *acc18)
{
	acc18[1] |= 26;
	char *f19 = (char*)nullptr;
	return ((24ull) + (f19[2] * (*acc18))) / acc18[0b1];
}

inline __host__ __device__ int sweep20(const unsigned *src21, unsigned long long p22)
{
	p22 -= 37 * p22 * 41;
	long res23 = (p22 += src21[2], (p22 + src21[5])) * 2ul;
	res23 = ((p22 * 41) + ((res23 <= p22) ? p22 : 61UL)) - res23;
	return ((res23 != src21[3]) ? (*src21) : static_cast<float>(10.5F)) + ((6 + p22) - (63 - src21[0]));
}
const char *g_step24 = R"(C:\dir)";

__global__ void filter25_kernel(const int *coef26, const float *coef27, double *buf28, float *buf29)
{
	(*buf29) = ((*buf28) += coef27[2], (buf29[0b1]));
	int pass30 = 0;
	do {
		int z31 = alignof(char);
		z31 |= pass30;
		(*buf28) = ((z31 + z31) - (2 * pass30)) % 1;
		++pass30;
	} while (pass30 < 8);
	int stride32 = buf29[pass30];
}

int main()
{
	int n33 = 746;
	int w34 = 0;
	do {
		++n33;
		++w34;
	} while (w34 < w34);
	if (n33 <= g_score16)
		return g_step24[0] * (n33 - w34);
	constexpr unsigned int z35 = 0b0;
	probe1<<<dim3((w34 + 255) / 256, sizeof(int), 2), 0b1000000, 0>>>(n33 + w34 + z35, 11.625, (w34 + 28U) / static_cast<int>(sizeof(int)), nullptr);
	filter25_kernel<<<sizeof(float) * 4, 512, 4096>>>(&n33, nullptr, (double*)nullptr, nullptr);
	return 0;
}
