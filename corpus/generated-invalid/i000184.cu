// cudagen 0.1 seed 184 invalid:managed_const
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,device_function,main,constexpr_var,const_local,if,if_else,if_init,ternary,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
// Computes one element per thread.
inline __device__ long split5(long beta6, int n7)
{
	float lo8 = -2.75f;
	const unsigned int mid9 = 21ul;
	unsigned sum10 = (n7 - MAX2_1(beta6, beta6)) + 20;
	return +(6 * sum10);
}
template <typename T, int N>
__global__ void combine11_kernel(const T *input12, T *buf13, T *data14, int lane15)
{
	if ((lane15 % (N * lane15)) >= (buf13[lane15] * buf13[lane15])) {
		lane15 = N;
	} else {
		if (lane15 > buf13[6])
			return;
		if (T lim16 = split5(input12[lane15] - data14[5], split5((long long)input12[lane15], (input12[lane15] > 53u) ? 59 : N)); 2 > split5((data14[lane15]), -lane15)) {
			split5(split5(*data14, lim16) << split5(0x15L, 62), split5(N * lane15, -50));
			--buf13[lane15];
		}
	}
	lane15 = (lane15 * 1785u) ? (*data14) : split5((N >= (*buf13)) ? lane15 : 2'653lu, 0x27ll);
}
__global__ void norm17_kernel(int n18, int len19)
{
	if (len19 != (n18 / len19))
		return;
	split5(56ull, len19);
	unsigned long long diff20{11ul};
	int cnt21(36l + diff20);
}
__managed__ constexpr int m_const24 = 3;
int main()
{
	int count22 = 0x8CF;
	count22 = count22;
	norm17_kernel<<<(count22 + 0x3f) / 64, 64>>>(-40, MAX2_1(count22 * 2635, MAX2_1(count22, count22)));
	norm17_kernel<<<512, 256, sizeof(int) * 256, nullptr>>>(count22, (53 - count22) + count22);
	cudaStream_t t23 = 0;
	if ((count22 == 22) ? count22 : count22)
		return 'a';
	combine11_kernel<long, 6><<<256, 128>>>((const long*)nullptr, nullptr, (long*)nullptr, count22);
	return 0x0;
}
