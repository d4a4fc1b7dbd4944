// cudagen 0.1 seed 685 invalid:return_type_overload
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,main,device_var,constant_array,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,auto_var,static_local,struct,operator_overload,if,if_else,if_init,switch,switch_fallthrough,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_object,macro_statement
#include "prelude.cuh"

#define WARPS_1 5
#define RADIUS_2 3
#define RADIUS_3 ((0b101))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void apply5(float beta6, int lane7, int count8)
{
	const unsigned* t9 = (const unsigned int*)nullptr;
	const int* acc10 = reinterpret_cast<const int*>(t9);
}
__device__ float d_lerp11 = 45L;

struct Body12 {
	char hi13;
	double mass14;
	float z15;
};

__host__ __device__ Body12 operator+(Body12 a, Body12 b)
{
	Body12 r = a;
	r.hi13 += b.hi13;
	r.mass14 += b.mass14;
	r.z15 += b.z15;
	return r;
}
__constant__ float c_lerp16[4] = {17, 5.f, 1.75f, 19};

__device__ void sweep17(char beta18, float* out19, int count20)
{
	switch (count20 - 57) {
	case 6:
		count20 = 05106;
		if (float f21 = d_lerp11; count20 != beta18) {
			f21 += RADIUS_3 + (beta18 >> count20);
			static __shared__ double sh_22[128];
		} else if (auto stride23 = 30; (-out19[0]) != beta18) {}
		[[fallthrough]];
	case 5:
	case WARPS_1 + 6:
		break;
	}
}

__global__ void apply24(unsigned* __restrict__ dst25, unsigned char* acc26)
{
	extern __shared__ unsigned int dyn_27[];
	__shared__ double sh_28[6][2];
	sh_28[5][1] += c_lerp16[0b11];
	bool v29 = d_lerp11 < RADIUS_3;
	dyn_27[2] = static_cast<float>(((unsigned)2167) | acc26[2]);
	dyn_27[5] = dst25[7];
	--d_lerp11;
}
int conv_33(int a);
float conv_33(int a);

int main(void)
{
	int count30 = 3553;
	count30 &= 63u - (count30 * (count30 * count30));
	static float v31 = -5;
	apply24<<<(0b10), 128>>>(nullptr, nullptr);
	cudaStream_t r32 = (cudaStream_t)0;
	apply5<<<(count30 + 0377) / 0400, 512, 1 << 10, r32>>>(int((5)), 1, 9);
	return 0;
}
