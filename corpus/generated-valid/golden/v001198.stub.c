#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001198.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13shade3_kernelPKiPfPii(const int *, float *, int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split19_kerneliPKi(int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_warp26Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_clamp27Pdi(double *, int);
static void __device_stub__Z14weigh11_kernelIiLi5EEvPKT_S0_f(const int *__restrict__, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13shade3_kernelPKiPfPii(const int *__par0, float *__par1, int *__restrict__ __par2, int __par3){ int *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, float *, int *__restrict__, int))shade3_kernel)), 0U);}
# 14 "v001198.cu"
void shade3_kernel( const int *__cuda_0,float *__cuda_1,int *__restrict__ __cuda_2,int __cuda_3)
# 15 "v001198.cu"
{__device_stub__Z13shade3_kernelPKiPfPii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 27 "v001198.cu"
}
# 1 "v001198.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split19_kerneliPKi( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))split19_kernel)), 0U); }
# 39 "v001198.cu"
void split19_kernel( int __cuda_0,const int *__cuda_1)
# 40 "v001198.cu"
{__device_stub__Z14split19_kerneliPKi( __cuda_0,__cuda_1);
# 51 "v001198.cu"
}
# 1 "v001198.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_warp26Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_warp26)), 0U); }
# 58 "v001198.cu"
void map_warp26( unsigned *__cuda_0,int __cuda_1)
# 58 "v001198.cu"
{__device_stub__Z10map_warp26Pji( __cuda_0,__cuda_1); }
# 1 "v001198.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_clamp27Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_clamp27)), 0U); }
# 59 "v001198.cu"
void map_clamp27( double *__cuda_0,int __cuda_1)
# 59 "v001198.cu"
{__device_stub__Z11map_clamp27Pdi( __cuda_0,__cuda_1); }
# 1 "v001198.cudafe1.stub.c"
static void __device_stub__Z14weigh11_kernelIiLi5EEvPKT_S0_f( const int *__restrict__ __par0,  int __par1,  float __par2) {  const int *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, int, float))weigh11_kernel<int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh11_kernel<int,5>( const int *__restrict__ &__cuda_0,int &__cuda_1,float &__cuda_2){__device_stub__Z14weigh11_kernelIiLi5EEvPKT_S0_f( (const int *&)__cuda_0,(int &)__cuda_1,(float &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__, int, float))weigh11_kernel<int, (int)5> ), _Z14weigh11_kernelIiLi5EEvPKT_S0_f, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *, int))map_clamp27), _Z11map_clamp27Pdi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *, int))map_warp26), _Z10map_warp26Pji, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, const int *))split19_kernel), _Z14split19_kerneliPKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, float *, int *__restrict__, int))shade3_kernel), _Z13shade3_kernelPKiPfPii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
