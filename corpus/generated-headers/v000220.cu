// cudagen 0.2 seed 220 valid headers
// features: kernel,launch,device_function,main,shared_var,shared_2d,struct,class_private,if,nested_block,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,sizeof,macro_function,local_class,virtual_function,rtti,hdr_array,hdr_algorithm,hdr_cstdio
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MOD8_1(x) ((x) % 8)

__device__ double apply2(unsigned long* dst3, float* dst4)
{
	{
		if (48 <= (*dst3)) {
			printf("step %d\n", static_cast<int>(51));
			dst4[0] = MOD8_1((dst3[0] - (*dst3)) * (21 * (*dst3)));
		}
		(*dst3)++;
	}
	__shared__ float sh_5[14][3];
	int y6{36U};
	(void)y6;
	return (*dst3) + sh_5[4][2] + 28 + (*dst3);
}

class Vec7 {
	float w8;
public:
	__host__ __device__ Vec7(float b10) : w8(b10) {}
	__host__ __device__ void get11(int h12)
	{
		h12 = 2;
	}
};
struct Poly13 {
	virtual ~Poly13() {}
	virtual int id() const { return 1; }
};
struct Impl14 : Poly13 {
	int id() const override { return 4; }
};
struct Other15 : Poly13 {};
int identify16(int x) {
	Impl14 d;
	Poly13 *b = &d;
	if (Impl14 *p = dynamic_cast<Impl14 *>(b)) {
		return p->id() + x;
	}
	return dynamic_cast<Other15 *>(b) != nullptr ? 1 : x;
}

__global__ void count17(const int* input18, const int* coef19, long* data20)
{
	data20[7] = (*coef19);
	data20[7] = 51 * (coef19[0] + (*coef19));
	(*data20) = MOD8_1(input18[0b101]);
	data20[0] = ((*data20) += sizeof(float), (13ll + data20[0b11]));
	struct Local21 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local21 m22{8};
	int diff23 = m22.add((data20[3]));
	(void)diff23;
}

int main()
{
	int count24 = 3861;
	std::array<int, 4> arr25{count24, 1, 2, 3};
	int total26 = arr25[0] + static_cast<int>(arr25.size());
	std::sort(arr25.begin(), arr25.end());
	total26 += *std::max_element(arr25.begin(), arr25.end());
	--count24;
	int acc27 = ((count24 - 21) + (count24 + 0b11100)) * (31U * (count24 * total26));
	total26--;
	count17<<<(count24 + 127) / 128, 128>>>(&acc27, &total26, nullptr);
	return 0;
}
