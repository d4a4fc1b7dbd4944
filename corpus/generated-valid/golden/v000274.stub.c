#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000274.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tally5iPKiPdf(int, const int *, double *, float);
static void __device_stub__Z14decay18_kernelIlEvPKT_PKjPi(const long *__restrict__, const unsigned *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias33PKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse477State44Pj(enum State44, unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tally5iPKiPdf(int __par0, const int *__par1, double *__par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const int *, double *, float))tally5)), 0U);}
# 16 "v000274.cu"
void tally5( int __cuda_0,const int *__cuda_1,double *__cuda_2,float __cuda_3)
# 17 "v000274.cu"
{__device_stub__Z6tally5iPKiPdf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000274.cudafe1.stub.c"
static void __device_stub__Z14decay18_kernelIlEvPKT_PKjPi( const long *__restrict__ __par0,  const unsigned *__par1,  int *__par2) {  const long *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, const unsigned *, int *))decay18_kernel<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay18_kernel<long>( const long *__restrict__ &__cuda_0,const unsigned *&__cuda_1,int *&__cuda_2){__device_stub__Z14decay18_kernelIlEvPKT_PKjPi( (const long *&)__cuda_0,(const unsigned *&)__cuda_1,(int *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__Z6bias33PKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))bias33)), 0U); }
# 57 "v000274.cu"
void bias33( const float *__cuda_0)
# 58 "v000274.cu"
{__device_stub__Z6bias33PKf( __cuda_0);
# 73 "v000274.cu"
}
# 1 "v000274.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse477State44Pj( enum State44 __par0,  unsigned *__restrict__ __par1) {  unsigned *__T1;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(enum State44, unsigned *__restrict__))fuse47)), 0U); }
# 83 "v000274.cu"
void fuse47( enum ::State44 __cuda_0,unsigned *__restrict__ __cuda_1)
# 84 "v000274.cu"
{__device_stub__Z6fuse477State44Pj( __cuda_0,__cuda_1);


}
# 1 "v000274.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(enum State44, unsigned *__restrict__))fuse47), fuse47, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const float *))bias33), _Z6bias33PKf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const long *__restrict__, const unsigned *, int *))decay18_kernel<long> ), _Z14decay18_kernelIlEvPKT_PKjPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, const int *, double *, float))tally5), _Z6tally5iPKiPdf, (-1)); __cudaRegisterManagedVariable(__T6, __shadow_var(m_count32,::m_count32), 0, 2UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
