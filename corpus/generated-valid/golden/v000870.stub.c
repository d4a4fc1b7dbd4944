#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000870.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13relax7_kernelPKyimd(const unsigned long long *, int, unsigned long, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth18_kernelPKlPfi(const long *__restrict__, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally26PiiPj(int *, int, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13relax7_kernelPKyimd(const unsigned long long *__par0, int __par1, unsigned long __par2, double __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned long long *, int, unsigned long, double))relax7_kernel)), 0U);}
# 14 "v000870.cu"
void relax7_kernel( const unsigned long long *__cuda_0,int __cuda_1,unsigned long __cuda_2,double __cuda_3)
# 14 "v000870.cu"
{__device_stub__Z13relax7_kernelPKyimd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "v000870.cu"
}
# 1 "v000870.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth18_kernelPKlPfi( const long *__restrict__ __par0,  float *__par1,  int __par2) {  const long *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, float *, int))smooth18_kernel)), 0U); }
# 28 "v000870.cu"
void smooth18_kernel( const long *__restrict__ __cuda_0,float *__cuda_1,int __cuda_2)
# 28 "v000870.cu"
{__device_stub__Z15smooth18_kernelPKlPfi( __cuda_0,__cuda_1,__cuda_2);
# 34 "v000870.cu"
}
# 1 "v000870.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally26PiiPj( int *__par0,  int __par1,  unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int, unsigned *))tally26)), 0U); }
# 37 "v000870.cu"
void tally26( int *__cuda_0,int __cuda_1,unsigned *__cuda_2)
# 37 "v000870.cu"
{__device_stub__Z7tally26PiiPj( __cuda_0,__cuda_1,__cuda_2);
# 46 "v000870.cu"
}
# 1 "v000870.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, int, unsigned *))tally26), _Z7tally26PiiPj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long *__restrict__, float *, int))smooth18_kernel), _Z15smooth18_kernelPKlPfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned long long *, int, unsigned long, double))relax7_kernel), _Z13relax7_kernelPKyimd, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_filter17,::c_filter17), 0, 32UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(c_warp25,::c_warp25), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
