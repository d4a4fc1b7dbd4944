// cudagen 0.1 seed 2380 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,auto_var,if,if_else,if_init,for,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__global__ void sift3_kernel(const size_t* in4, int count5, const long* input6, const unsigned int* coef7)
{
	int tid8 = threadIdx.x;
	count5--;
	if (((count5 - threadIdx.x) % 'A') < (in4[7] * gridDim.y)) {
		for (int n9 = tid8; n9 > 0; --n9)
			count5 = n9 + (tid8);
		unsigned int base10 = 49;
	} else {
	}
}
__global__ void smooth11(int count12, char* buf13)
{
	unsigned int tid14 = threadIdx.x;
	count12--;
	count12 *= 9 << buf13[threadIdx.x];
	++count12;
	if (buf13 != nullptr) {
		++count12;
	} else if (int sum15 = threadIdx.z & 7; count12 != 59) {
		sum15 &= 36;
	} else {
		auto idx16 = 43U;
	}
}
static __global__ void __launch_bounds__(1 << 5, 3) tile17_kernel(int* data18)
{
	int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (threadIdx.x - 47) {
		(*data18) ^= ((idx19 + 6) & (idx19 + data18[idx19 & 7]));
	} else {
		ACCUM_2(data18[idx19 & 7], (idx19));
	}
}
static float check_norm20(double* data21)
{
	for (int n22 = 15; n22 > 0; --n22)
		sift3_kernel<<<dim3((n22 + 63) / 64, (4)), 16 * 2>>>(nullptr, ADD3_1(data21[4], n22 / 41, data21[n22]), nullptr, nullptr);
	(*data21) = 21.125f;
	const char* mid23 = "\"q\"";
	if (mid23[0] != 5) {
		goto skip24;
	}
	if (((mid23[0] % 19) & 1))
		return data21[6];
skip24:;
	return 17.5F;
}
__host__ float run_trace25(int stride26, bool cfg27)
{
	check_norm20((double*)nullptr);
	if (cfg27 >= stride26)
		return (2 << stride26) & (cfg27 * stride26);
	return ADD3_1(cfg27 + stride26, stride26, check_norm20((double*)nullptr));
}
int main()
{
	int size28 = 1198;
	int idx29 = 43;
	static_assert(57 == 57);
	smooth11<<<dim3(16), 256>>>(41, (char*)nullptr);
	tile17_kernel<<<(8), 2 * 16>>>((int*)nullptr);
	return 0;
}
