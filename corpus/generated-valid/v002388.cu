// cudagen 0.1 seed 2388 valid
// features: kernel,kernel_static,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,main,shared_var,extern_shared,constexpr_var,struct,enum_class,if,goto,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

struct Tile4 {
	double x5;
	size_t flag6;
	int weight7, vel8;
};

extern "C" {
inline __device__ void pivot17(Tile4 q18, float *__restrict__ acc19)
{
	if (acc19[0] <= 47ULL) {
		goto out20;
	}
	++acc19[0];
	q18 = Tile4{11.125, static_cast<unsigned long>(HALF_1(q18.flag6) + 53U), -46, static_cast<int>((0x3d))};
	if (acc19 != nullptr) {
		return;
	}
out20:;
}

__global__ void __launch_bounds__(32) shade9_kernel(int lane10, const float *in11, char b12)
{
	b12 = (b12 += lane10, lane10);
	const double *val13 = reinterpret_cast<const double*>(in11);
	Tile4 y14{8, 5lu, 63u, lane10};
	++b12;
	int *y15 = (int*)nullptr;
	float x16 = HALF_1(val13[b12]);
}
}
constexpr unsigned BLOCK21 = (7);
enum class State22 { Fast23, Green24, Blue25, Low26 };

static __global__ void bias27_kernel(const long long *in28, int len29, State22 beta30)
{
	extern __shared__ float dyn_31[];
	beta30 = beta30;
	if (beta30 != State22::Green24) {
		return;
	}
}

__global__ void __launch_bounds__(1024) drift32(int lane33, float cfg34, float b35)
{
	cfg34 = HALF_1(cfg34 * 32ull) + (CAT_3(lane, 33) * 18U * (BLOCK21 - lane33));
	constexpr unsigned int f36 = (48);
	lane33 = (cfg34);
	bool k37 = ((b35) + ((16U == b35) ? b35 : f36)) != (BLOCK21 + b35);
}

int check_shade38(signed char cfg39)
{
	const char *lo40 = "path\\to";
	double prod41 = 8;
	return BLOCK21;
}

int main()
{
	int len42 = 109;
	len42 = len42;
	len42 = ((float)BLOCK21) / (((double)len42) / CAT_3(len, 42));
	shade9_kernel<<<(BLOCK21 + 249), dim3(1 << (BLOCK21 + 1))>>>(len42, nullptr, (len42 * BLOCK21));
	bias27_kernel<<<(2), 0x20>>>(static_cast<const long long*>(nullptr), len42, State22::Fast23);
	drift32<<<2 * 0b1000, 512, 1 << (BLOCK21 + 3), (cudaStream_t)0>>>((CAT_3(len, 42) + BLOCK21) * ((len42 >= 58) ? BLOCK21 : BLOCK21), BLOCK21, static_cast<int>(54U * len42));
	return 0;
}
