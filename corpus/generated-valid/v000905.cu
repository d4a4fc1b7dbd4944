// cudagen 0.1 seed 905 valid
// features: kernel,launch,launch_stream,builtin_vars,host_function,main,constexpr_var,enum,if,switch,goto,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object
#include "prelude.cuh"

#define RADIUS_1 128
enum Level2 { ADD3, IDLE4, SLOW5, LOW6 };
void check_sift7(int lane8) {
	if (lane8 > float(lane8)) {
		goto finish9;
	}
	switch (lane8) {
	case 6 * (IDLE4 + IDLE4):
		lane8 = 2752u;
		break;
	case IDLE4:
		lane8 += 56ul;
		break;
	default:
		if (((signed char)lane8) != 7lu) {
			break;
		}
		break;
	}
	lane8 = lane8;
finish9:;
}
__global__ void gather10(unsigned int *out11, double *acc12, float b13, const long *in14) {
	unsigned int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float u16 = ((warpSize | 58) * threadIdx.y) - (22.25f * out11[7]);
	if (blockIdx.x <= 56) {
		return;
	}
	acc12[warpSize] = 47;
	out11[warpSize] |= LOW6;
}
int main() {
	int size17 = 3768;
	check_sift7((size17));
	long z18 = (-size17) + ADD3 + size17;
	cudaStream_t r19 = (cudaStream_t)0;
	check_sift7(static_cast<short int>(538));
	gather10<<<(LOW6 + 1) * (IDLE4 + 1), 128>>>(static_cast<unsigned int*>(nullptr), (double*)nullptr, (4 + size17), &z18);
	return 0;
}
