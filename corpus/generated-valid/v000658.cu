// cudagen 0.1 seed 658 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_device_function,main,enum,using_alias,if,for,while,do_while,ternary,bitwise,shift,comparison,incdec,comma,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define RADIUS_1 16
#define CAT_2(a, b) a##b
#undef RADIUS_1
#define RADIUS_1 2
using ptr3_t = float*;
enum State4 {
	RED5,
	IDLE6,
	BUSY7,
	BUSY8 = 8,
	ADD9 = 12
};

__host__ __device__ long scale10(State4 b11, int lane12, float beta13)
{
	for (int n14 = BUSY7 * 3; n14 > 0; --n14) {
		int w15 = 0x0;
		do {
			if ((static_cast<unsigned char>(w15) & 1)) {
				break;
			}
			for (int i16 = 7; i16 > 0x0; --i16) {
				int s17 = ((5) * lane12) & ((((sizeof(int) != CAT_2(lane, 12)) ? n14 : 0xA4BU) != beta13) ? 11 : sizeof(unsigned int));
			}
			++w15;
		} while (w15 < n14);
	}
	++beta13;
	++lane12;
	return (lane12 += b11, (-35));
}

__global__ void reduce18(int* dst19, ptr3_t data20, float a21)
{
	++a21;
	State4 f22 = ADD9;
}

__host__ __device__ void spread23(const int* coef24, State4 cfg25)
{
	for (int j26 = 0, j27 = 015; j26 < j27; (++j26, (--j27))) {
		for (int it28 = 0, j29 = (IDLE6 + 11); it28 < j29; (++it28, (--j29))) {
			int pass30 = 0x0;
			while (pass30 < j29) {
				cfg25 = RED5;
				++pass30;
			}
		}
	}
}

int main()
{
	int len31 = 494;
	for (int it32 = 0; it32 < len31; ++it32) {
		reduce18<<<(it32 + 31) / 32, (32), (RADIUS_1 + 510) * 2>>>(&len31, nullptr, 16.375f);
		len31 = it32;
	}
	len31 = (((len31 < len31) ? 59 : len31) - (32 * len31)) - len31;
	dim3 res33(BUSY7 + 0176, 1, 1 << (BUSY7 + (IDLE6 + BUSY7)));
	return 0;
}
