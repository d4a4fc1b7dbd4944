// cudagen 0.1 seed 1047 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,struct,enum_class,if,switch,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,sizeof,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#undef TILE_DIM_1
#define TILE_DIM_1 2

__global__ void relax5(const int *input6)
{
	char cnt7 = 9lu * input6[0];
	float y8 = input6[cnt7 & 7];
}
enum class Phase9 { Off10, High11, Green12 = 4, Off13 };
// Helper used by the kernels below.

struct Acc14 {
	unsigned long flag15;
	int hi16;
};

int main(void)
{
	int count17 = 246;
	switch (count17) {
	case (TILE_DIM_1 + 1) * (TILE_DIM_1 + 1):
		break;
	case (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 2))):
		break;
	}
	relax5<<<16, 32, 0, 0>>>(&count17);
	if (count17 <= count17) {
		if (count17 != count17) {
			++count17;
		}
		relax5<<<1, dim3(0b1000 * (TILE_DIM_1 + 6)), sizeof(double) * 128, 0>>>(&count17);
	}
	return 0;
}
