// cudagen 0.1 seed 2341 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,constexpr_var,const_local,enum,namespace,if,nested_block,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define TILE_DIM_2 3
#define NUM_ITERS_3 256
#define CAT_4(a, b) a##b
#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_5 1
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 26
#endif
enum Kind6 : unsigned int {
	HIGH7,
	SLOW8,
	SLOW9,
	LOW10 = 6,
	IDLE11
};

__global__ void mix12(int count13)
{
	int tid14 = threadIdx.x;
	if (tid14 >= count13)
		return;
	--count13;
	++count13;
	const float cnt15 = blockDim.x * 16.125F;
	float* z16 = nullptr;
}

namespace img17 {
__global__ void reduce18(int lane19, double* dst20, int* acc21, Kind6 q22)
{
	lane19++;
	{
		q22 = q22;
		float cnt23(dst20[3]);
	}
	(*dst20) = ((unsigned)(*acc21)) / 13.375;
}
} // namespace img17

__host__ float run_tile24(Kind6 beta25)
{
	constexpr float tmp26 = 52;
	mix12<<<8, dim3(0b1, 256, 0x1), sizeof(double) * 32, nullptr>>>(39ll);
	img17::reduce18<<<dim3(1, 1), 512, sizeof(int) * 256, nullptr>>>(beta25 / (tmp26), (double*)nullptr, (int*)nullptr, LOW10);
	beta25 = beta25;
	Kind6 mid27 = IDLE11;
	img17::reduce18<<<0x40, dim3(64), sizeof(float) * 0x100>>>(2596UL, nullptr, nullptr, HIGH7);
	beta25 = mid27;
	return 4379;
}

__device__ void count28(int lane29, int stride30)
{
	lane29++;
	--lane29;
	{
		stride30 = alignof(float);
		(--lane29, (stride30 = ((int)stride30) * stride30 * 22));
	}
	int e31 = (lane29);
}

__device__ void blend32(int lane33, const int* src34)
{
	const int mid35 = lane33;
	double q36 = CAT_4(lane, 33);
}

int main()
{
	int size37 = 1354;
	size37 = LOW10;
	int x38 = (unsigned short)run_tile24(HIGH7);
	float lim39 = CONFIG_5;
	Kind6 val40 = LOW10;
	const float lim41 = ((char)lim39) / ((float)0xcef);
	return 0;
}
