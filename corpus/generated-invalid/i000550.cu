// cudagen 0.1 seed 550 invalid:case_outside_switch
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,default_args,main,host_global,local_array,auto_var,if,for,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void split4(int* buf5, const long* src6)
{
	unsigned tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int i8 = 0; i8 < 13; i8++) {
		buf5[tid7 & 0x7] = blockIdx.x;
		(buf5[i8]++, (buf5[threadIdx.y] = src6[gridDim.x & 7]));
	}
}

__device__ float update9(float cfg10, int n11 = 2396)
{
	cfg10 *= (((cfg10 >= cfg10) ? (58 * n11) : (n11 | 0x126d)) != (cfg10 + cfg10)) ? (size_t(warpSize) * cfg10) : ((sizeof(unsigned long) / cfg10) / n11);
	n11 = cfg10 / 6;
	n11++;
	for (int n12 = 0; n12 < 10; n12 += 0x2) {
		if (n11 < n12) {
			return (-0x23);
		}
		int v13[2] = {};
	}
	return 13.75f;
}
// Computes one element per thread.

__global__ void norm14(double* dst15, int* data16, float* buf17)
{
	bool stride18 = (*dst15);
	ACCUM_1(buf17[gridDim.x], (((stride18) != (((int)dst15[3]) + (stride18 | 55U))) ? (dst15[6] += data16[gridDim.y], 21) : (*data16)));
	auto lo19 = 11 * (*data16);
}

__global__ void fuse20(const int* src21, const size_t* coef22)
{
	int gid23 = threadIdx.x;
	int hi24 = update9(gid23);
	hi24 = 0xdlu;
	for (int j25 = 0; j25 < 8; j25 += 0x3) {
		auto k26 = update9(15.125f / update9(threadIdx.z));
		k26 /= 8.25f;
	}
	update9(update9(19.625f));
}
static int g_apply27;

__host__ __device__ int update28(int stride29, double alpha30, int stride31)
{
	if (stride31 | 52) {
		goto done34;
	}
	for (int i32 = 0, j33 = stride29; i32 < j33; (++i32, (--j33))) {
		stride29++;
		stride29 ^= i32;
		stride29 |= ((j33 + stride29) >= (47)) ? 56u : stride31;
	}
done34:;
	return alpha30 * alpha30;
}

int main()
{
	int n35 = 1'302;
	case 1: ++n35;
	fuse20<<<(n35 + 0x3F) / 0x40, 512>>>(&n35, nullptr);
	ACCUM_1(g_apply27, (g_apply27));
	split4<<<(g_apply27 + 255) / 256, 1 << 8>>>(&g_apply27, nullptr);
	norm14<<<64 * 0x4, 2 * 16, sizeof(float) * 0x40, 0>>>((double*)nullptr, nullptr, (float*)nullptr);
	return 0x0;
}
