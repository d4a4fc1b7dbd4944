#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002255.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5bump8PKiPifPKc(const int *, int *, float, const char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax16_kerneliPKcPKiPx(int, const char *__restrict__, const int *, long long *);
static void __device_stub__Z7march22IiLi4EEvT_Pfi(int, float *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5bump8PKiPifPKc(const int *__par0, int *__par1, float __par2, const char *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, int *, float, const char *))bump8)), 0U);}
# 14 "v002255.cu"
void bump8( const int *__cuda_0,int *__cuda_1,float __cuda_2,const char *__cuda_3)
# 14 "v002255.cu"
{__device_stub__Z5bump8PKiPifPKc( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v002255.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax16_kerneliPKcPKiPx( int __par0,  const char *__restrict__ __par1,  const int *__par2,  long long *__par3) {  const char *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const char *__restrict__, const int *, long long *))relax16_kernel)), 0U); }
# 20 "v002255.cu"
void relax16_kernel( int __cuda_0,const char *__restrict__ __cuda_1,const int *__cuda_2,long long *__cuda_3)
# 20 "v002255.cu"
{__device_stub__Z14relax16_kerneliPKcPKiPx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v002255.cudafe1.stub.c"
static void __device_stub__Z7march22IiLi4EEvT_Pfi( int __par0,  float *__restrict__ __par1,  int __par2) {  float *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, float *__restrict__, int))march22<int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_march22<int,4>( int &__cuda_0,float *__restrict__ &__cuda_1,int &__cuda_2){__device_stub__Z7march22IiLi4EEvT_Pfi( (int &)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, float *__restrict__, int))march22<int, (int)4> ), _Z7march22IiLi4EEvT_Pfi, 128); __cudaRegisterEntry(__T5, ((void ( *)(int, const char *__restrict__, const int *, long long *))relax16_kernel), _Z14relax16_kerneliPKcPKiPx, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, int *, float, const char *))bump8), _Z5bump8PKiPifPKc, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
