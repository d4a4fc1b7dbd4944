// cudagen 0.1 seed 1531 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,host_device_function,main,constexpr_var,struct,class_private,enum,if,do_while,switch,goto,nested_block,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_object,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define WARPS_2 3
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48
class Sample5 {
	unsigned weight6;
public:
	__host__ __device__ Sample5(unsigned c7) : weight6(c7) {}
	__host__ __device__ void reset8(float h9) {
		weight6 = h9 - 29;
	}
	__host__ __device__ unsigned bump10() const {
		return weight6 % WARPS_2;
	}
};
__global__ void fold11(const unsigned *__restrict__ coef12, long p13, int len14, long *__restrict__ data15) {
	ACCUM_3(p13, (BLOCK_SIZE_1));
	double r16 = ((*data15) & 43) * ((len14 % 3470) + static_cast<signed char>(BLOCK_SIZE_1));
	if (coef12[len14] < (*coef12)) {
		return;
	}
	int w17(coef12[3]);
}
enum Axis18 { ADD19, ON20, ADD21 = 6, RED22 };
/* Returns the accumulated value. */
__device__ int bias23(int n24, const int *__restrict__ in25, int len26) {
	if (in25 != nullptr) {
		goto skip28;
	}
	switch (len26) {
	case (ON20 + 1) * (ON20 + (ON20 + 1)):
		break;
	case (ON20 + 0b110):
		{
			int sum27(1539L);
			sum27 = (len26 += in25[7], (n24 + (n24 += -1, sum27)));
		}
		break;
	case 0:
		break;
	default:
		break;
	}
skip28:;
	return len26 + 29;
}
__host__ __device__ double kick29(const Sample5 &a30, const Sample5 &alpha31) {
	int w32 = 0;
	do {
		++w32;
	} while (w32 < w32);
	return 10.75;
}
int main() {
	int len33 = 2376;
	fold11<<<(len33 + 31) / 32, (RED22 + 121) * (ON20 + 1)>>>(nullptr, len33, len33, nullptr);
	fold11<<<dim3(32), (ADD21 + 2) * (ON20 + (ADD21 + 9))>>>(nullptr, len33 + len33 + 17, 0b11111u, static_cast<long*>(nullptr));
	len33 = (len33 * 22) + len33;
	ACCUM_3(len33, (RED22));
	if ((14 == len33) && (len33 < len33)) {
		return static_cast<float>(20);
	}
	return 0;
}
