#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000482.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6trace5PKcPKfiPKy(const char *__restrict__, const float *, int, const unsigned long long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather17_kernelPf6Axis12(float *, enum Axis12);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter30iPiPKfi(int, int *__restrict__, const float *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6trace5PKcPKfiPKy(const char *__restrict__ __par0, const float *__par1, int __par2, const unsigned long long *__restrict__ __par3){ const char *__T0;
 const unsigned long long *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(const char *__restrict__, const float *, int, const unsigned long long *__restrict__))trace5)), 0U);}
# 13 "i000482.cu"
void trace5( const char *__restrict__ __cuda_0,const float *__cuda_1,int __cuda_2,const unsigned long long *__restrict__ __cuda_3)
# 13 "i000482.cu"
{__device_stub__Z6trace5PKcPKfiPKy( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "i000482.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather17_kernelPf6Axis12( float *__par0,  enum Axis12 __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, enum Axis12))gather17_kernel)), 0U); }
# 20 "i000482.cu"
void gather17_kernel( float *__cuda_0,enum ::Axis12 __cuda_1)
# 20 "i000482.cu"
{__device_stub__Z15gather17_kernelPf6Axis12( __cuda_0,__cuda_1);



}
# 1 "i000482.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter30iPiPKfi( int __par0,  int *__restrict__ __par1,  const float *__restrict__ __par2,  int __par3) {  int *__T2;
 const float *__T3;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__, const float *__restrict__, int))filter30)), 0U); }
# 44 "i000482.cu"
void filter30( int __cuda_0,int *__restrict__ __cuda_1,const float *__restrict__ __cuda_2,int __cuda_3)
# 44 "i000482.cu"
{__device_stub__Z8filter30iPiPKfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 51 "i000482.cu"
}
# 1 "i000482.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int, int *__restrict__, const float *__restrict__, int))filter30), filter30, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float *, enum Axis12))gather17_kernel), _Z15gather17_kernelPf6Axis12, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const char *__restrict__, const float *, int, const unsigned long long *__restrict__))trace5), _Z6trace5PKcPKfiPKy, (-1)); __cudaRegisterVariable(__T7, __shadow_var(c_split22,::c_split22), 0, 4UL, 1, 0); __cudaRegisterVariable(__T7, __shadow_var(d_shadow38,::d_shadow38), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
