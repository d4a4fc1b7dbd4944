// cudagen 0.2 seed 412 valid headers
// features: kernel,kernel_static,restrict_params,launch,main,struct,struct_methods,for,compound_assign,bitwise,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_paste,macro_statement,multiple_inheritance,virtual_inheritance,virtual_function,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <cstdio>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
struct Root4 {
	int v = 8;
	__host__ __device__ virtual int get() const { return v; }
	__host__ __device__ virtual ~Root4() {}
};
struct Left5 : virtual Root4 {
	__host__ __device__ int get() const override { return v + 1; }
};
struct Right6 : virtual public Root4 {
	int r = 4;
};
struct Join7 : Left5, Right6 {};
__host__ __device__ int dispatch3(int x) {
	Join7 j;
	j.v = x;
	const Root4 &t = j;
	return t.get() + j.r;
}

struct Vec8 {
	float y9;
	int vel10;
	double y11;
	float sum12;
	__host__ __device__ int norm13() const
	{
		return y9;
	}
};

static __global__ void kick14_kernel(float *__restrict__ buf15)
{
	for (int n16 = 0; n16 < 14; n16++) {
		buf15[n16] *= fminf(43LL & n16, floorf(*buf15)) + static_cast<float>(expf(*buf15));
		sinf(n16);
	}
	(*buf15) /= *buf15;
	Vec8 h17 = Vec8{5.0F, 0x29u, 3.0, static_cast<float>(3.f)};
	(void)h17;
	--buf15[4];
}

int main()
{
	int n18 = 2698;
	n18--;
	n18 %= n18;
	kick14_kernel<<<(n18 + 63) / 0100, (0x20)>>>(nullptr);
	return 0;
}
