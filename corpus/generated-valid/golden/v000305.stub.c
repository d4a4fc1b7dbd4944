#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000305.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_drift8Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update23_kerneliPf6Mode14(int, float *__restrict__, enum Mode14);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_drift8Pji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))map_drift8)), 0U);}
# 19 "v000305.cu"
void map_drift8( unsigned *__cuda_0,int __cuda_1)
# 19 "v000305.cu"
{__device_stub__Z10map_drift8Pji( __cuda_0,__cuda_1); }
# 1 "v000305.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15update23_kerneliPf6Mode14( int __par0,  float *__restrict__ __par1,  enum Mode14 __par2) {  float *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, float *__restrict__, enum Mode14))update23_kernel)), 0U); }
# 43 "v000305.cu"
void update23_kernel( int __cuda_0,float *__restrict__ __cuda_1,enum ::Mode14 __cuda_2)
# 44 "v000305.cu"
{__device_stub__Z15update23_kerneliPf6Mode14( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v000305.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, float *__restrict__, enum Mode14))update23_kernel), _Z15update23_kerneliPf6Mode14, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, int))map_drift8), _Z10map_drift8Pji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
