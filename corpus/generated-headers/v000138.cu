// cudagen 0.2 seed 138 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,if,if_else,switch,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_static
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <tuple>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

__global__ void march1_kernel(unsigned int alpha2, int *data3, int n4) {
	if (data3 == nullptr) {
		switch (n4 + n4) {
		case 0:
			break;
		case 10:
			alpha2 |= 39 - (alpha2 + (n4 ^ 39));
			break;
		case 5: {
			double q5 = (*data3) * alpha2;
			(void)q5;
			break;
		}
		case 12: {
			unsigned lo6 = (((*data3) * 27) & static_cast<unsigned>(*data3)) - alpha2;
			int h7 = 9 - ((blockDim.y % n4) - (0xb * lo6));
			(void)h7;
			break;
		}
		default:
			break;
		}
	}
}

int main() {
	int count8 = 1369;
	count8 = 2;
	if (count8 == count8) {
		if ((count8 - 12) == count8) {
			float *acc9 = nullptr;
			short idx10 = *acc9;
			(void)idx10;
		} else {
		}
	}
	march1_kernel<<<dim3(16, 256), (0x100)>>>(9L, &count8, (count8 & 0x8) + 1UL);
	return 0;
}
