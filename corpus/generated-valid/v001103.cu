// cudagen 0.1 seed 1103 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,host_function,default_args,main,shared_var,extern_shared,constexpr_var,const_local,if,for,switch,ternary,compound_assign,shift,comparison,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define CHUNK_1 3
#define NUM_ITERS_2 128
#define RADIUS_3 (0x5)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef NUM_ITERS_2
#define NUM_ITERS_2 8

__global__ void __launch_bounds__(sizeof(int) * (CHUNK_1 + (CHUNK_1 + (RADIUS_3 + (CHUNK_1 + 2))))) filter6(int stride7)
{
	extern __shared__ float dyn_8[];
	stride7 = stride7;
	for (int i9 = 0; i9 < 9; i9++) {
		switch (stride7 + sizeof(long)) {
		case CHUNK_1 * 3:
			break;
		case 3: {
			const unsigned *f10 = (const unsigned int*)nullptr;
			break;
		}
		case (12):
			if (39 <= i9) {
				return;
			}
			break;
		default:
			break;
		}
	}
}

__host__ double host_decay11(int lane12 = 8)
{
	filter6<<<128, NUM_ITERS_2 + (CHUNK_1 + 53)>>>(11 - lane12);
	for (int j13 = 0x0; j13 < lane12; j13 += 1) {
		filter6<<<(32), (NUM_ITERS_2 + (CHUNK_1 + (RADIUS_3 + (CHUNK_1 + (NUM_ITERS_2 + (CHUNK_1 + 34)))))) * 2>>>(lane12);
	}
	lane12 = (lane12 >= 13) ? static_cast<long>(lane12) : (((lane12 % lane12) > 4) ? (CHUNK_1 + lane12) : NUM_ITERS_2);
	filter6<<<(lane12 + 255) / 256, 32 * 16, NUM_ITERS_2 + 248>>>((lane12 - lane12) - 52L);
	filter6<<<1, 1 << 9>>>(2'953UL);
	return ((58UL * lane12) >> lane12) << NUM_ITERS_2;
}

int main(void)
{
	int count14 = 430;
	count14 /= count14;
	filter6<<<2, NUM_ITERS_2 + 24, 512 * 8, 0>>>(-count14);
	const float mid15 = (0x2B * (count14 >> count14)) % 38;
	return 0;
}
