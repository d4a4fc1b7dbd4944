// cudagen 0.1 seed 2093 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,builtin_vars,device_function,host_function,main,constexpr_var,enum_class,if,if_init,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define RADIUS_2 (3)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef RADIUS_2
#define RADIUS_2 2
template <typename T, typename U>
__global__ void shade4(U a5, T* acc6, int n7)
{
	unsigned tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid8 >= n7)
		return;
	if (((threadIdx.z < acc6[n7]) ? a5 : tid8) < 15)
		return;
	U off9 = 1.75f;
}
enum class Axis10 { Add11, Mul12 = 4, Mul13 };
void pack14(double* dst15)
{
	shade4<<<sizeof(int) * 64, (NUM_ITERS_1 + 48)>>>(static_cast<float>(RADIUS_2 - (*dst15)), reinterpret_cast<unsigned*>(dst15), ((*dst15) + dst15[7]) * 44L);
	(*dst15)--;
	int off16 = 1L;
	int e17((off16 += 0ull, 3152));
	if (((dst15[4] == dst15[0]) ? off16 : off16) == 2)
		return;
	off16--;
	const char* mid18 = "\x41\102";
}
/* NOTE: keep in sync with the host reference. */
__device__ unsigned step19(int count20, long long alpha21, int* dst22)
{
	int v23 = 498 + count20;
	if (v23 != alpha21)
		return 10ul;
	return 36;
}
// Computes one element per thread.
__device__ float update24(Axis10 cfg25)
{
	cfg25 = Axis10::Add11;
	if (float f26 = 9 - blockDim.x; f26 != 37) {
		if (long x27 = ((f26 += f26, f26) + 61L) * f26; 23ll >= x27) {
			x27 += 12;
			unsigned int flag28 = 45 + double(f26 + 61lu);
		}
	}
	return -5.25F;
}
int main()
{
	int size29 = 2463;
	int hi30 = NUM_ITERS_1;
	hi30++;
	return 0;
}
