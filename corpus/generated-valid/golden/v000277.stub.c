#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000277.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14reduce6_kernelPdS_Pi(double *, double *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh22PKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score27_kerneliPKsiS0_(int, const short *, int, const short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14reduce6_kernelPdS_Pi(double *__par0, double *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double *, double *, int *))reduce6_kernel)), 0U);}
# 19 "v000277.cu"
void reduce6_kernel( double *__cuda_0,double *__cuda_1,int *__cuda_2)
# 20 "v000277.cu"
{__device_stub__Z14reduce6_kernelPdS_Pi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000277.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh22PKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))weigh22)), 0U); }
# 49 "v000277.cu"
void weigh22( const int *__cuda_0)
# 50 "v000277.cu"
{__device_stub__Z7weigh22PKi( __cuda_0);
# 57 "v000277.cu"
}
# 1 "v000277.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score27_kerneliPKsiS0_( int __par0,  const short *__par1,  int __par2,  const short *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const short *, int, const short *))score27_kernel)), 0U); }
# 59 "v000277.cu"
void score27_kernel( int __cuda_0,const short *__cuda_1,int __cuda_2,const short *__cuda_3)
# 60 "v000277.cu"
{__device_stub__Z14score27_kerneliPKsiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000277.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, const short *, int, const short *))score27_kernel), _Z14score27_kerneliPKsiS0_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const int *))weigh22), _Z7weigh22PKi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(double *, double *, int *))reduce6_kernel), _Z14reduce6_kernelPdS_Pi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
