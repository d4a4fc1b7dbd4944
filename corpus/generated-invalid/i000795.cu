// cudagen 0.1 seed 795 invalid:negative_array_size
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,constant_array,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum_class,typedef,if,if_else,if_init,for,ternary,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 8
#else
#define TUNE_2 57
#endif
#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 8
#elif TUNE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 32
#endif
#undef CONFIG_3
#define CONFIG_3 2
__constant__ short c_merge4[4] = {0b101111u, -200, 0427, 20};
enum struct Op5 : unsigned int { Mul6, Idle7 = 2, Blue8 };

static long long host_march9(int count10, bool p11) {
	for (int it12 = 0x0; it12 < count10; ++it12) {
		p11 = ((count10 < TUNE_2) ? 37 : count10) <= 4;
		count10++;
	}
	if (p11)
		return 45 - (p11 - '#');
	for (int j13 = 0; j13 < 14; ++j13) {
		unsigned acc14 = 34l;
	}
	count10 = (p11 * count10) + (p11 + p11) + sizeof(double);
	return TUNE_2;
}

static int check_tally15(int count16) {
	for (int i17 = 0, j18 = TUNE_2 + (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + CONFIG_3))); i17 < j18; (++i17, (--j18))) {
		count16 = host_march9(count16, host_march9(i17, count16 >= i17) <= ((j18 / i17) * count16));
		if ((j18 + 0u) > j18)
			continue;
	}
	return 34;
}

template <typename T, int N>
__global__ void relax19_kernel(T alpha20, const T *input21) {
	extern __shared__ long long dyn_22[];
	T s23 = 19.375;
	if (int stride24{N}; stride24 <= 42) {
		s23 = s23;
		T cnt25 = (((!input21) && (s23 <= stride24)) ? (0xd - stride24) : N) % dyn_22[stride24];
	} else {
	}
}
typedef float *ptr26_t;

template <typename T>
__global__ void __maxnreg__(32) sift27(T alpha28, const T *coef29) {
	Op5 acc30 = Op5::Blue8;
	alpha28--;
	auto lim31 = (alpha28 += alpha28, coef29[7]);
}

__global__ void gather32_kernel(int len33, int lane34, int *buf35) {
	buf35[lane34] = (41ull + lane34) - 4548;
	if ((*buf35) <= sizeof(float))
		return;
	Op5 k36 = Op5::Blue8;
	float off37{9.125F};
	int lo38[0x6] = {lane34, static_cast<int>((lane34 < TUNE_2) ? 4687lu : 0l), 29, 0x1A, int(len33)};
}
int buf43[0 - 4];

int main() {
	int size39 = 1373;
	int lo40 = -check_tally15(46);
	for (int it41 = 0; it41 < size39; it41++) {
		lo40 = host_march9(host_march9(0x1au, lo40 > it41), (lo40 != 42) || lo40);
		unsigned char sum42[6]{45, static_cast<unsigned char>(size39), 0x27, static_cast<unsigned char>(TUNE_2), 48, 52};
		size39 = sizeof(int);
	}
	relax19_kernel<int, (CONFIG_3 + 3)><<<256, (0200), sizeof(double) * 0100>>>(size39, &lo40);
	sift27<double><<<dim3((lo40 + 31) / 32, (size39 + 127) / 128, (lo40 + 63) / 64), dim3(1, (size39 + 0x7f) / 128, (lo40 + 63) / 0100), sizeof(double) * 128, (cudaStream_t)0>>>(check_tally15((lo40 >= 0b100101) ? 2 : size39), nullptr);
	gather32_kernel<<<(TUNE_2 + 248), dim3(0x20, 256, 010)>>>(-(lo40 ? lo40 : 2), 13 + lo40 + CONFIG_3, nullptr);
	return 0x0;
}
