// cudagen 0.1 seed 113 invalid:duplicate_case
// features: kernel,launch_bounds,launch,launch_dim3,main,static_local,struct,class_private,incdec,pointer_arith,array_index,lit_int_binary,lit_nullptr,cast_c,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 44
#endif
#undef TUNE_4
#define TUNE_4 24

class Bounds5 {
	float weight6;
	double y7;
public:
	__host__ __device__ Bounds5(float c8, double a9) : weight6(c8), y7(a9) {}
	__host__ __device__ void norm10(int t11)
	{
		t11 = weight6;
	}
};

__global__ void __launch_bounds__(64, 0b11) pack12(unsigned int *out13)
{
	--out13[4];
	int m14 = out13[1];
}

int main()
{
	int count15 = 2287;
	switch (count15) {
	case 8:
	    ++count15;
	    break;
	case 8:
	    --count15;
	    break;
	}
	pack12<<<dim3((256), (count15 + 0b11111111) / 256), dim3(2 * 0b100, (count15 + 127) / 128, (count15 + 255) / 256)>>>((unsigned int*)nullptr);
	static int diff16 = -14;
	pack12<<<(16), (TUNE_4 + 0b1000) * 16>>>((unsigned*)nullptr);
	diff16 = 21;
	pack12<<<dim3(128, 0b10), 512>>>(nullptr);
	int lo17 = 26 / count15;
	return 0;
}
