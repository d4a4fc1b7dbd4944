// cudagen 0.1 seed 1658 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,builtin_vars,device_function,host_function,constexpr_function,main,device_var,constexpr_var,local_array,enum,enum_class,namespace,if,if_init,for,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__global__ void __maxnreg__(128) split3(const float *input4, unsigned char *data5, long *acc6, short int *data7) {
	int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int y9 = 57;
	(*acc6)--;
	(*acc6) = acc6[3];
	if (acc6[blockDim.x] < y9) {
		unsigned w10 = 0b1110;
		int cnt11[4] = {};
	}
}
__device__ unsigned int sweep12(float *dst13, float *buf14, float a15) {
	float hi16 = threadIdx.y;
	hi16 = ((*buf14) - (11)) / 5.25f;
	dst13[threadIdx.z] /= *buf14;
	dst13[1]++;
	long long val17 = static_cast<unsigned>(*buf14) * blockIdx.y;
	unsigned long cnt18 = hi16;
	return a15 + ((val17 << 15) + cnt18);
}
enum class Level19 { Red20, Mul21, Red22, Low23 };
enum Phase24 : short { OFF25, SLOW26 };
constexpr double kR27 = 4.75;
__global__ void smooth28(unsigned *acc29) {
	unsigned int gid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid30 >= kR27) {
		goto done33;
	}
	if ((*acc29) < sweep12(reinterpret_cast<float*>(acc29), reinterpret_cast<float*>(acc29), 14.875F)) {
		int flag31 = (unsigned)sweep12(nullptr, reinterpret_cast<float*>(acc29), 9 / blockDim.x);
		Level19 res32 = Level19::Red22;
	}
done33:;
}
// Returns the accumulated value.
template <typename T>
__global__ void scatter34(T *data35, const int *coef36, const float *in37) {
	if (unsigned diff38 = sweep12(const_cast<float*>(in37), const_cast<float*>(in37), ((*coef36) - (*coef36)) >> sizeof(unsigned int)); !in37) {
		Phase24 v39 = SLOW26;
		if (unsigned int z40 = 24u; !in37) {
			if (unsigned int idx41 = (int)coef36[blockIdx.z]; (gridDim.x * z40) > diff38) {
				if (23 <= diff38)
					return;
				sweep12(const_cast<float*>(in37), const_cast<float*>(in37), sweep12(nullptr, const_cast<float*>(in37), 20.625f) + blockDim.x);
				diff38 |= coef36[threadIdx.x] + (z40 + v39 + v39);
			}
		}
	}
}
enum class State42 { Red43, Green44, Slow45 };
// Computes one element per thread.
__device__ int tally46(int *data47, int len48) {
	len48 <<= short(static_cast<int>(sweep12(reinterpret_cast<float*>(data47), reinterpret_cast<float*>(data47), kR27)));
	float f49[4] = {static_cast<float>(kR27 * (*data47)), float((long long)'0'), 1.25f};
	(*data47) = 6 * threadIdx.x * '\n';
	if (sweep12(static_cast<float*>(nullptr), f49, OFF25) >= sweep12(reinterpret_cast<float*>(data47), f49, 13.875f)) {
		f49[len48] += 20.75f;
		int r50 = '\n';
	}
	return f49[1];
}
namespace ops51 {
enum Mode52 { OFF53, OFF54, IDLE55 = 4, ADD56 = 7 };
template <class T, class U>
__global__ void __maxnreg__(64) gather57(U cfg58, int len59, float p60) {
	p60 *= sweep12(&p60, static_cast<float*>(nullptr), ((T)len59) - cfg58);
	T h61 = len59;
	for (int j62 = 7; j62 > 0; --j62) {
		sweep12(&p60, &p60, 15UL);
		T lim63 = sizeof(unsigned);
	}
	signed char tmp64[1 << (ops51::OFF54 + 1)]{22, static_cast<signed char>(46u), -10, 35lu};
	T hi65 = h61 - len59;
}
__device__ float d_fuse66 = 17;
} // namespace ops51
constexpr int check_bias67(int count68, long long cfg69) {
	cfg69 >>= ((cfg69 >> 7) + (count68 << count68)) * (4 << ((int)cfg69));
	return 50 << cfg69;
}
int main() {
	int n70 = 1457;
	if (check_bias67(n70, n70) < 31) {
		smooth28<<<ops51::OFF54, sizeof(unsigned int) * (ops51::ADD56 + ops51::OFF54)>>>(static_cast<unsigned int*>(nullptr));
		n70 = n70;
	}
	if (check_bias67(n70, n70) < 28LL)
		return kR27;
	float idx71 = check_bias67(n70, 0b11000);
	int *diff72 = &n70;
	split3<<<1, (512)>>>(static_cast<const float*>(nullptr), reinterpret_cast<unsigned char*>(diff72), (long*)nullptr, reinterpret_cast<short int*>(diff72));
	scatter34<int><<<(n70 + 63) / 0b1000000, (SLOW26 + (ops51::OFF54 + 254))>>>(&n70, &n70, reinterpret_cast<const float*>(diff72));
	ops51::gather57<long, double><<<16 * 2, 32>>>(7.75, 16UL << diff72[n70], kR27);
	return 0;
}
