// cudagen 0.1 seed 494 invalid:function_redefinition
// features: kernel,launch_bounds,launch,launch_dim3,host_device_function,host_function,static_host_function,main,constexpr_var,if,if_else,if_init,for,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_const,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_function,pp_ifdef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 27
#endif

__global__ void scatter5(const int* in6, int count7)
{
	long long mid8 = TUNE_4;
	for (int n9 = 0; n9 < count7; ++n9) {
		char s10(8lu - ((mid8 <= (-mid8)) ? HALF_1(n9) : in6[mid8 & 7]));
	}
	if (count7) {
		return;
	}
	count7 = 14lu ^ ((mid8 >= in6[mid8]) ? in6[0b0] : ((in6 == nullptr) ? mid8 : 38U));
}

__global__ void __launch_bounds__((TUNE_4 + (TUNE_4 + 6)) * 8) grow11(int* buf12, unsigned* data13)
{
	if ((((*data13) / 1477l) * data13[6]) != data13[7]) {
		(*buf12) = 46;
	}
	if ((data13[2] & TUNE_4) < buf12[3]) {
		char q14 = -44;
		int idx15(sizeof(long) & q14);
	} else {
	}
}

static float run_step16(float b17, int count18, float cfg19)
{
	if (b17 > b17) {
		return count18;
	}
	int sum20 = count18;
	return count18 + 5.125f;
}

__host__ __device__ int reduce21(int len22)
{
	++len22;
	len22--;
	len22 = ((len22 / (len22)) == len22) ? (+len22) : sizeof(float);
	--len22;
	return TUNE_4;
}

__global__ void warp23(int* data24, double* data25)
{
	(*data24) = (data25[0b0] += 59l, (('a' + data24[4]) & (*data24)));
	(data25[4]--, ((*data24) = reduce21(reduce21(data25[0]) + reduce21(sizeof(float)))));
	float flag26 = 4 + (data24[1]);
	int s27 = (-(*data25)) * 41;
	++data24[0];
}

size_t scale28(int lane29, const int* input30)
{
	for (int i31 = 0; i31 < 12; i31++) {
		run_step16((TUNE_4) ^ (input30[i31] - 8), (48) % (input30[2] - (*input30)), lane29 & i31);
		lane29 = 32l + reduce21(i31 / 57U);
	}
	warp23<<<64, TUNE_4 + 499>>>(const_cast<int*>(input30), nullptr);
	return input30[lane29 & 7] - (lane29 * 'a');
}
float helper35(float x)
{
    return x + 1;
}
float helper35(float x)
{
    return x - 1;
}

int main()
{
	int size32 = 1004;
	scale28(run_step16(06213LL ^ size32, scale28(size32, (const int*)nullptr), scale28(19ll, (const int*)nullptr)), nullptr);
	if ((run_step16(size32, 50U, size32)) >= 50) {
		auto op33 = [=]() mutable -> short int {
			size32 = 57;
			return (TUNE_4);
		};
		size32 = 43u;
		size32--;
	} else if (long long lim34{2'398u}; (size32)) {}
	scatter5<<<dim3((TUNE_4 + 51), 4), dim3(1)>>>(nullptr, 53);
	grow11<<<(size32 + 255) / 256, 512>>>(nullptr, nullptr);
	return 0;
}
