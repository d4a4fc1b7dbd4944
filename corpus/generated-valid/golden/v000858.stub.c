#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000858.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally11_kernelPsPhPKlPKi(short *, unsigned char *, const long *, const int *);
static void __device_stub__Z7score25lPdPKd(long, double *, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow30i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14tally11_kernelPsPhPKlPKi(short *__par0, unsigned char *__par1, const long *__par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(short *, unsigned char *, const long *, const int *))tally11_kernel)), 0U);}
# 12 "v000858.cu"
void tally11_kernel( short *__cuda_0,unsigned char *__cuda_1,const long *__cuda_2,const int *__cuda_3)
# 12 "v000858.cu"
{__device_stub__Z14tally11_kernelPsPhPKlPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000858.cudafe1.stub.c"
static void __device_stub__Z7score25lPdPKd( long __par0,  double *__par1,  const double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long, double *, const double *))score25)), 0U); }
# 33 "v000858.cu"
static void score25( long __cuda_0,double *__cuda_1,const double *__cuda_2)
# 33 "v000858.cu"
{__device_stub__Z7score25lPdPKd( __cuda_0,__cuda_1,__cuda_2);
# 43 "v000858.cu"
}
# 1 "v000858.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow30i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))grow30)), 0U); }
# 45 "v000858.cu"
void grow30( int __cuda_0)
# 45 "v000858.cu"
{__device_stub__Z6grow30i( __cuda_0);


}
# 1 "v000858.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))grow30), _Z6grow30i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long, double *, const double *))score25), _Z7score25lPdPKd, 256UL); __cudaRegisterEntry(__T3, ((void ( *)(short *, unsigned char *, const long *, const int *))tally11_kernel), _Z14tally11_kernelPsPhPKlPKi, 512); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
