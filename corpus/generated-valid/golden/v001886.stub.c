#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001886.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7gather6hi(unsigned char, int);
static void __device_stub__Z12mix25_kernelPKifPKdPf(const int *, float, const double *, float *);
static void __device_stub__Z5norm3IjLi5EEvPKT_(const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef14score37_kernelEiPji(int, unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef15spread43_kernelEbiPf(bool, int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7gather6hi(unsigned char __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(unsigned char, int))gather6)), 0U);}
# 20 "v001886.cu"
void gather6( unsigned char __cuda_0,int __cuda_1)
# 20 "v001886.cu"
{__device_stub__Z7gather6hi( __cuda_0,__cuda_1);
# 28 "v001886.cu"
}
# 1 "v001886.cudafe1.stub.c"
static void __device_stub__Z12mix25_kernelPKifPKdPf( const int *__par0,  float __par1,  const double *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, float, const double *, float *))mix25_kernel)), 0U); }
# 46 "v001886.cu"
static void mix25_kernel( const int *__cuda_0,float __cuda_1,const double *__cuda_2,float *__cuda_3)
# 46 "v001886.cu"
{__device_stub__Z12mix25_kernelPKifPKdPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 59 "v001886.cu"
}
# 1 "v001886.cudafe1.stub.c"
static void __device_stub__Z5norm3IjLi5EEvPKT_( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))norm3<unsigned int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_norm3<unsigned,5>( const unsigned *&__cuda_0){__device_stub__Z5norm3IjLi5EEvPKT_( (const unsigned *&)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef14score37_kernelEiPji( int __par0,  unsigned *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, unsigned *, int))_NV_ANON_NAMESPACE::score37_kernel)), 0U); }
# 69 "v001886.cu"
void _NV_ANON_NAMESPACE::score37_kernel( int __cuda_0,unsigned *__cuda_1,int __cuda_2)
# 69 "v001886.cu"
{__device_stub__ZN43_GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef14score37_kernelEiPji( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001886.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef15spread43_kernelEbiPf( bool __par0,  int __par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(bool, int, float *))_NV_ANON_NAMESPACE::spread43_kernel)), 0U); }
# 74 "v001886.cu"
void _NV_ANON_NAMESPACE::spread43_kernel( bool __cuda_0,int __cuda_1,float *__cuda_2)
# 74 "v001886.cu"
{__device_stub__ZN43_GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef15spread43_kernelEbiPf( __cuda_0,__cuda_1,__cuda_2);
# 91 "v001886.cu"
}
# 1 "v001886.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T12) {  __nv_dummy_param_ref(__T12); __nv_save_fatbinhandle_for_managed_rt(__T12); __cudaRegisterEntry(__T12, ((void ( *)(bool, int, float *))_NV_ANON_NAMESPACE::spread43_kernel), _ZN43_GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef15spread43_kernelEbiPf, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(int, unsigned *, int))_NV_ANON_NAMESPACE::score37_kernel), _ZN43_GLOBAL__N__a37bab0d_10_v001886_cu_d48f1bef14score37_kernelEiPji, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(const unsigned *))norm3<unsigned int, (int)5> ), _Z5norm3IjLi5EEvPKT_, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(const int *, float, const double *, float *))mix25_kernel), _Z12mix25_kernelPKifPKdPf, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(unsigned char, int))gather6), _Z7gather6hi, (-1)); __cudaRegisterVariable(__T12, __shadow_var(c_weigh12,::c_weigh12), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
