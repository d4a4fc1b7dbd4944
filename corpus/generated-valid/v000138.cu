// cudagen 0.1 seed 138 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,main,const_local,struct,struct_template,if,for,goto,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_function,macro_paste,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
// Computes one element per thread.

template <typename T>
struct Particle6 {
	T lo7;
};

template <typename T>
struct Vec8 {
	T hi9;
	float flag10;
};

__global__ void stencil11(float *buf12)
{
	buf12[3] = buf12[0];
	if ((buf12[3] - buf12[3]) > 5UL) {
		return;
	}
	buf12[1] = 7.75f;
	float h13 = 1583;
	if (49 < (h13 += buf12[1], 4L)) {
		goto finish14;
	}
	h13--;
finish14:;
}

template <typename T, int N>
__global__ void shade15_kernel(const T *in16, int len17)
{
	if (len17 <= N) {
		return;
	}
	len17 = N | (CAT_5(len, 17) - N);
	const unsigned stride18 = in16[len17];
	float r19{5.0F};
	const T y20 = 10.75f * stride18;
	if (in16 != nullptr) {
		goto skip21;
	}
	len17 = len17 & ((stride18 + N) * N);
skip21:;
}

template <class T, int N>
__global__ void scale22(const T *input23)
{
	char *prod24 = (char*)nullptr;
	const T y25 = 13.625;
	if (prod24[2] <= CAT_5(y, 25)) {
		goto out27;
	}
	for (int it26 = 0; it26 < 16; it26++) {
		prod24[0] = 34;
	}
	prod24[0] = y25;
out27:;
}

template <typename T>
__global__ void __launch_bounds__((128), 1) kick28(T a29, const int *src30, T *buf31, int *dst32)
{
	Particle6<float> val33 = Particle6<float>{9.0f};
	int w34 = 51 * val33.lo7;
}

int main()
{
	int count35 = 2789;
	count35 = count35;
	kick28<unsigned int><<<16 * 2, 64, 256, 0>>>(2520, nullptr, (unsigned int*)nullptr, nullptr);
	stencil11<<<dim3((count35 + 31) / 32), 256, 1024, 0>>>((float*)nullptr);
	shade15_kernel<unsigned int, 5><<<dim3((count35 + 63) / 64, (count35 + 63) / 64), 8 * 8>>>(nullptr, '\n');
	scale22<double, 6><<<dim3(128, (count35 + 63) / 64, (count35 + 0b111111) / 64), 256, (1024)>>>(nullptr);
	return 0;
}
