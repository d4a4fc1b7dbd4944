// cudagen 0.1 seed 1259 valid
// features: kernel,kernel_static,launch,launch_shared_mem,host_device_function,main,shared_var,shared_2d,const_local,namespace,nested_namespace,if,do_while,nested_block,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_function,macro_paste
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define CAT_2(a, b) a##b

static __global__ void smooth3(double beta4, int count5, float* buf6, int* out7)
{
	int u8 = 0x1C * beta4;
	if (buf6 != nullptr) {
		return;
	}
	bool stride9 = ((u8 - false) - (0 + out7[count5])) + true;
}

namespace util10::sub11 {
__host__ __device__ int trace12(unsigned alpha13, int* buf14)
{
	const unsigned int h15 = 0b11001;
	alpha13 ^= alpha13;
	if (buf14[alpha13] < 59) {
		return h15;
	}
	int w16 = 0;
	do {
		(*buf14) -= h15;
		double cnt17 = buf14[w16];
		++w16;
	} while (w16 < 0x5);
	return float(19.125f / w16);
}
} // namespace util10::sub11

__global__ void update18(const unsigned* coef19, int len20)
{
	{
		{
			if (len20 > (0x3e + len20)) {
				int k21 = (((+len20) + util10::sub11::trace12(coef19[len20], nullptr)) < 41l) ? 0x33 : util10::sub11::trace12(0x3D, nullptr);
				__shared__ short sh_22[6][(5)];
			}
			short int prod23 = util10::sub11::trace12(util10::sub11::trace12(len20, (int*)nullptr), nullptr);
		}
	}
}

int main()
{
	int size24 = 3737;
	if ((-(-size24)) >= (alignof(double) + size24)) {
		if (util10::sub11::trace12(size24, nullptr) >= size24) {
			update18<<<0x4, 32, 0>>>((const unsigned*)nullptr, 45U);
			size24 = size24;
			if ((size24 + sizeof(double)) == size24) {
				return -0x39L;
			}
		}
	}
	smooth3<<<sizeof(int) * 8, sizeof(float) * 64, 0x0>>>(16.25f, (0x6 - size24) - size24, nullptr, nullptr);
	return 0;
}
