// cudagen 0.1 seed 2173 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,enum,if,compound_assign,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 16
#define CHUNK_2 5
#define CAT_3(a, b) a##b

#ifndef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 25
#endif
constexpr float kD6 = 7.0f;
enum Level7 : unsigned char { SLOW8, ADD9, BUSY10 = 6, HIGH11 };

template <class T, int N = 7>
__global__ void lerp12(T alpha13, int count14, const T* src15, const int* in16) {
	int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	T off18 = count14;
	count14 -= SLOW8;
	off18 = 11.875;
	alpha13 = idx17;
	if ((alpha13 != idx17) || (src15 != nullptr))
		return;
	int prod19 = (T(blockDim.y) + (N >> idx17)) * kD6;
}

int main() {
	int len20 = 501;
	Level7 hi21 = SLOW8;
	double w22 = hi21;
	lerp12<double, 6><<<(ADD9 + ADD9) * (ADD9 + (ADD9 + 0b10)), RADIUS_1 + (HIGH11 + 105), sizeof(float) * 64, 0>>>(static_cast<size_t>(hi21), (float)21.F, static_cast<const double*>(nullptr), &len20);
	return 0;
}
