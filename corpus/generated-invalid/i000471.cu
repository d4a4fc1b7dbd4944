// cudagen 0.1 seed 471 invalid:memory_attribute_on_function
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,host_function,static_host_function,main,constexpr_var,if,for,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_ref,lambda_iife,lambda_launch,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define SQR_2(x) ((x) * (x))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
static __global__ void accum5(int* dst6)
{
	(*dst6) |= 27;
	if ((dst6[2] += 0ull, NUM_ITERS_1) != dst6[0b10]) {
		return;
	}
	(*dst6) = dst6[0x7];
}
__global__ void scatter7(int* __restrict__ data8, const long long* __restrict__ coef9, const unsigned* in10, long* data11)
{
	for (int i12 = 0, j13 = 2; i12 < j13; (++i12, (--j13))) {
		data11[j13] -= i12;
		if (6 < coef9[2]) {
			data11[i12]++;
		}
	}
	(*data11) = +(coef9[4] + (*data8));
	if (((*data8) >> (*data8)) > (*coef9)) {
		return;
	}
}
__global__ void apply14(double q15, const float* input16, int stride17)
{
	for (int n18 = 13; n18 > 0; --n18) {
		stride17 = NUM_ITERS_1;
		q15 = (float)NUM_ITERS_1;
	}
	q15 += stride17;
	const int* cnt19 = &stride17;
}
__global__ void kick20(int n21, double* __restrict__ buf22, float* __restrict__ dst23)
{
	dst23[7] = (buf22[3] - 3L) * 12.625f;
	(*dst23) = MAX2_3(n21, (int)(*buf22)) + ((-dst23[0x7]) * 4.75f);
	(*buf22) = (0x38 * (n21 >> 1)) % 4;
	++dst23[0x7];
}
static int run_trace24(double alpha25)
{
	([&] {
		kick20<<<8 * 2, 128, 4096>>>('#', (double*)nullptr, (float*)nullptr);
		++alpha25;
		alpha25 = 0x2b;
	})();
	unsigned int mid26 = SQR_2(alpha25 + NUM_ITERS_1 + NUM_ITERS_1);
	alpha25 -= 4690 - alpha25;
	return alpha25;
}
static __global__ void gather27(int stride28, const int* coef29, char* out30, const int* __restrict__ input31)
{
	float diff32 = stride28;
	stride28 = (stride28);
	out30[1] = stride28;
	float q33 = MAX2_3(*input31, coef29[stride28]);
	for (int it34 = 0x0; it34 < 7; it34 += 1) {
		++out30[it34];
		if (coef29[stride28] && coef29[stride28]) {
			return;
		}
	}
}
inline float host_march35(int count36, double alpha37)
{
	count36 = NUM_ITERS_1;
	apply14<<<0x1 << 4, NUM_ITERS_1 * 4, 0x0>>>(alpha37, nullptr, run_trace24(20.375) + 6);
	run_trace24(count36);
	if ((alpha37 - NUM_ITERS_1) <= 0x16) {
		return '#';
	}
	scatter7<<<0x2 * 4, 128, 1 << NUM_ITERS_1>>>((int*)nullptr, nullptr, nullptr, (long*)nullptr);
	if ((count36 <= count36) || (count36 != alpha37)) {
		return -63;
	}
	return MAX2_3(alpha37, 29);
}
__shared__ int misplaced_fn41()
{
    return 1;
}
int main()
{
	int count38 = 2015;
	count38 = (SQR_2(count38)) - (NUM_ITERS_1 * host_march35(count38, count38));
	for (int j39 = 0x0, j40 = count38; j39 < j40; (++j39, (--j40))) {
		count38 = j39;
		kick20<<<16, 64, sizeof(double) * 64>>>(NUM_ITERS_1 * j39, nullptr, (float*)nullptr);
	}
	gather27<<<(count38 + 0x7F) / 128, 256>>>('z', &count38, nullptr, &count38);
	(count38--, (count38 = 9));
	accum5<<<1 << 6, 128>>>(&count38);
	return 0;
}
